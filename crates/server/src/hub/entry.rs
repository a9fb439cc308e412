//! A connection's hello: a returning player known by their token, or a newcomer named and given one; then
//! every game of theirs that is not over is given back as it stands, and the challenges that wait. A game of
//! theirs is given back again when asked for (`resume`).

use super::*;

impl Hub {
    pub(super) async fn hello(
        &self,
        session: &mut Session,
        version: u32,
        token: Option<Token>,
        name: Option<String>,
    ) -> Answer {
        same_version(version)?;
        let (player, token) = match (token, name) {
            (Some(token), _) => (self.returning(&token).await?, None),
            (None, Some(name)) => {
                let (player, token) = self.newcomer(session.host, &name).await?;
                (player, Some(token))
            }
            (None, None) => return Err(refused(Code::BadName, "a new player needs a name")),
        };
        let ratings = self.ratings_shown(player.id).await?;
        self.lobby().connect(player.id, session.outbox.clone());
        let _ = session.outbox.try_send(Reply::Welcome {
            player: player.id,
            name: player.name.clone(),
            rating: ratings.kalah.rating,
            ratings,
            token,
            site: self.serves_site,
        });
        session.player = Some(player.clone());
        self.give_all_back(&session.outbox, player.id).await;
        self.tell_challenges(session, player.id);
        Ok(())
    }

    /// A look at a returning player's games without their coming online: the session stays without a
    /// player, so it is not in the lobby's count of who is online and is closed when its time to say hello
    /// runs out.
    pub(super) async fn glance(&self, session: &Session, version: u32, token: &Token) -> Answer {
        same_version(version)?;
        let player = self.returning(token).await?;
        let games = self.give_all_back(&session.outbox, player.id).await;
        let _ = session.outbox.try_send(Reply::Glanced { games });
        Ok(())
    }

    /// Every game of `player`'s that is not over, given back as it stands; how many.
    async fn give_all_back(&self, outbox: &Outbox, player: PlayerId) -> u32 {
        let rooms = self.lobby().rooms_of(player);
        let mut given = 0;
        for room in rooms {
            let mut room = room.lock().await;
            let _ = self.settle(&mut room).await;
            given += u32::from(self.give_back(outbox, &room.table, player));
        }
        given
    }

    /// One of `player`'s games in play given back as it stands (a player with several games by correspondence
    /// opens each in turn); a game that is not theirs, or over, is no game of theirs to resume.
    pub(super) async fn resume(&self, outbox: &Outbox, player: PlayerId, game: GameId) -> Answer {
        let room = self.room(game)?;
        let mut room = room.lock().await;
        let _ = self.settle(&mut room).await;
        match self.give_back(outbox, &room.table, player) {
            true => Ok(()),
            false => Err(refused(
                Code::NoGame,
                format!("you have no game {game} in play"),
            )),
        }
    }

    /// The `game` message for `player` at `table` if they sit at it and it is not over, and in a Congklak opening
    /// whether the other's first hole is in; whether it was sent.
    fn give_back(&self, outbox: &Outbox, table: &Table, player: PlayerId) -> bool {
        if table.finish.is_some() {
            return false;
        }
        let Some(reply) = game_reply(table, player, self.clock.now()) else {
            return false;
        };
        let _ = outbox.try_send(reply);
        if let Some(other) = table.side_of(player).map(Side::opponent)
            && table.first_holes[other].is_some()
        {
            let game = table.id;
            let _ = outbox.try_send(Reply::FirstHoleChosen { game, by: other });
        }
        true
    }

    pub(super) async fn returning(&self, token: &Token) -> Result<Player, Refused> {
        self.store
            .player_by_token(&token.hash())
            .await
            .map_err(internal)?
            .ok_or_else(|| refused(Code::BadToken, "no player has that token"))
    }

    /// A new player named `asked`, from `host`: the name checked and free, and the host's count of new
    /// players this hour not yet full.
    pub(super) async fn newcomer(
        &self,
        host: IpAddr,
        asked: &str,
    ) -> Result<(Player, Token), Refused> {
        let name = check_name(asked).map_err(|why| refused(Code::BadName, why.to_string()))?;
        let taken = || refused(Code::NameTaken, format!("the name {} is taken", name.shown));
        if self.store.name_taken(&name.key).await.map_err(internal)? {
            return Err(taken());
        }
        let now = self.clock.now();
        if !self
            .lobby()
            .may_make_player(host, now, self.limits.players_per_hour)
        {
            return Err(refused(
                Code::RateLimited,
                "too many new players from your address this hour",
            ));
        }
        let token = Token::random();
        let player = Player {
            id: PlayerId::random(),
            name: name.shown.clone(),
            games: 0,
        };
        let begun = Begun::Player {
            player: player.clone(),
            key: name.key,
            token_hash: token.hash(),
            now,
        };
        match self.journal.begun(begun).await {
            Err(error) if is_duplicate(&error) => Err(taken()),
            stored => stored.map_err(internal).map(|()| (player, token)),
        }
    }

    /// `player`'s rating in every family, as the protocol shows them.
    pub(super) async fn ratings_shown(&self, player: PlayerId) -> Result<ByFamily<Shown>, Refused> {
        let glickos = self
            .store
            .glickos(player, self.clock.now())
            .await
            .map_err(internal)?;
        Ok(glickos.map(|glicko| glicko.shown()))
    }
}

fn same_version(version: u32) -> Result<(), Refused> {
    match version == VERSION {
        true => Ok(()),
        false => Err(refused(
            Code::Version,
            format!("this server speaks version {VERSION}"),
        )),
    }
}
