# English, the source of every translation (docs/translating.md). Message ids are shared by every language;
# `{ $name }` marks a value the game puts in.
app-tagline = Kalah: sow, capture, fill your store.
notice-bad_file = { $file } could not be read ({ $why }). It was kept as { $backup } and the defaults are used.
notice-cannot_save = Could not save { $file }: { $why }
new-heading = New game
new-two_players = Two players
new-first = First move:
new-first-me = me
new-first-bottom = bottom
new-first-top = top
new-first-random = random
store-you = You
store-bottom = Bottom
store-top = Top
settings-theme = Theme:
theme-light = light
theme-dark = dark
theme-high_contrast = high contrast
settings-stones = Stones:
stones-jewels = jewel colours
stones-colour_blind = colour-blind safe
settings-reduce_motion = Reduce motion
settings-relay_store_right = Congklak and Sungka: stores on the right
settings-relay_store_right-tip = Draw Congklak's and Sungka's boards with each store on its player's right, sown counter-clockwise, as some Philippine boards are. The rules are the same.
settings-ui_scale = Text size
settings-fullscreen = Full screen: F11
new-seeds = seeds per pit
new-start = Start
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-perfect = Perfect
level-at_my_level = Your level
game-daily = Daily puzzle of { $date }, difficulty { $stars }
game-teach = Teach me
game-teach-thinking = Looking for a good move...
game-undo = Undo
game-redo = Redo
game-resign = Resign
game-restart = Restart
hint-play = Play pit { $pit }:
hint-extra_turn = the last seed lands in your store, so you move again.
hint-extra_turn_chain = the last seed lands in your store, so you move again, and more extra turns can follow ({ $then } in a row).
hint-capture =
    the last seed lands in an empty pit of yours and captures: { $seeds } { $seeds ->
        [one] seed goes
       *[other] seeds go
    } to your store.
hint-relays-one = the seeds are lifted and sown on once
hint-relays-many =
    the seeds are lifted and sown on { $n } { $n ->
        [one] time
       *[other] times
    }
hint-relay_to_store = { $relays }, and the last lands in your store, so you move again.
hint-relay_to_store_chain = { $relays }, and the last lands in your store, so you move again, and more extra turns can follow ({ $then } in a row).
hint-relay_capture =
    { $relays }, and the last lands in an empty hole of yours and captures: { $seeds } { $seeds ->
        [one] seed goes
       *[other] seeds go
    } to your store.
hint-protect =
    your opponent could capture the { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } in your pit { $pit } next turn; this move stops that.
hint-keep = the game is nearly over, and this move keeps your seeds on your side, where they count for you.
hint-squares =
    an empty square follows the last citizen, so you take { $squares ->
        [1] the square after it
       *[other] { $squares } squares, every other one
    }: { $citizens } { $citizens ->
        [one] citizen
       *[other] citizens
    }{ $mandarins ->
        [0] {""}
        [1] {" "}and a mandarin
       *[other] {" "}and both mandarins
    }.
hint-guard = your opponent could capture { $seeds } next turn (a mandarin counted at its worth); this move stops that.
hint-calculation = it is the best move by calculation.
hint-value-win = With perfect play you win by { $n }.
hint-value-lose = With perfect play you lose by { $n }.
hint-value-draw = With perfect play it is a draw.
analysis-heading = Analysis
analysis-show = Show the value of every playable pit
analysis-off_vs_mascot = Off in games against { $name }, so it is no cheat: use it in a two-player game.
analysis-off_daily = Off during the daily puzzle.
analysis-off_lesson = Off during a lesson: the lesson lights the pit to press.
analysis-legend = Each number is the final margin for the side to move if both sides play perfectly after that pit. ~ marks an estimate still being proved.
analysis-legend-browser = In a browser the solver has only a small endgame table and keeps no proofs between visits: values are proved more slowly than in the desktop game.
analysis-proving = Proving...
analysis-proved = Every value is proved.
daily-heading = Daily puzzle
daily-goal = An endgame proven winnable: beat a perfect opponent. You play the bottom row.
daily-today = Today, { $date }
daily-preparing = Preparing the puzzles...
daily-play = Play
daily-retry = Try again
daily-restart = Start again
daily-status-new = not tried yet
daily-status-won = solved (tries: { $tries })
daily-status-lost = not solved yet (tries: { $tries })
daily-status-playing = on the board now
daily-streak = Streak: { $days } (best { $best })
daily-share = Copy share line
daily-copied = Copied to the clipboard.
daily-share_line = Mancala daily puzzle { $date } { $stars }: solved (tries: { $tries }). Streak: { $streak }.
daily-share_line_unsolved = Mancala daily puzzle { $date } { $stars }: not solved yet (tries: { $tries }).
daily-past = Past 30 days
daily-solved_banner = Puzzle solved!
daily-failed_banner = Not this time
stats-heading = Stats
stats-game = Game
stats-won = Won
stats-drawn = Drawn
stats-lost = Lost
stats-best = Best
stats-best-tip = Your widest winning margin, in seeds (between two people: the widest margin).
stats-vs = { $name } · { $level }
stats-two_players = Two players
stats-two_players_note = Two players: Won counts the bottom row's wins, Lost the top row's.
stats-daily = Daily puzzles solved: { $won }; streak { $streak }, best { $best }
stats-none = No games finished yet.
stats-against_otto = Your rating against { $name }: { $rating } ± { $deviation } ({ $games } games)
stats-against_otto-tip = From every game of Kalah against { $name }, each of his levels at the rating measured in his pool. "Your level" plays the strength nearest it.
settings-heading = Settings
settings-speed = Speed:
speed-instant = instant
speed-fast = fast
speed-normal = normal
speed-slow = slow
settings-mute = Mute sound (M)
status-your_turn = Your turn: click a pit in the bottom row
status-mascot_turn = { $name }'s turn
status-mascot_thinking = { $name } is thinking...
status-bottom_turn = Bottom row to move
status-top_turn = Top row to move
status-empty_pit = That pit is empty: pick one with seeds.
status-your_row = Your pits are the bottom row.
status-bottom_row_turn = It is the bottom row's turn.
status-top_row_turn = It is the top row's turn.
status-you_win = You win, { $south } : { $north }!
status-mascot_wins = { $name } wins, { $south } : { $north }
status-draw = A draw, { $south } : { $north }
status-bottom_wins = Bottom row wins, { $south } : { $north }!
status-top_wins = Top row wins, { $south } : { $north }!
status-you_resigned = You resigned.
status-bottom_resigned = Bottom row resigned.
status-top_resigned = Top row resigned.
preview-extra_turn = Extra turn!
preview-capture = Captures { $n }!
preview-relay = 1 relay
preview-relays =
    { $n } { $n ->
        [one] relay
       *[other] relays
    }
banner-you_win = You win!
banner-mascot_wins = { $name } wins
banner-draw = A draw
banner-bottom_wins = Bottom row wins!
banner-top_wins = Top row wins!
banner-score_vs = You { $south } : { $north } { $name }
banner-score = Bottom { $south } : { $north } Top
banner-again = Play again
mascot-capture-1 =
    Mine! { $n } { $n ->
        [one] seed
       *[other] seeds
    }.
mascot-capture-2 = I'll take those { $n }.
mascot-capture-3 = Into my store: { $n }!
mascot-extra-1 = One more turn for me!
mascot-extra-2 = Right into my store. Again!
mascot-extra-3 = Ha, I go again.
mascot-ouch-1 = Oh no, my seeds!
mascot-ouch-2 = Hey, those were mine...
mascot-ouch-3 = Ouch. Good capture.
mascot-nice-1 = Nice: you go again.
mascot-nice-2 = An extra turn, well spotted.
mascot-win = I win, { $mine } to { $yours }! Play again?
mascot-lose = You beat me! Well played.
mascot-draw = A draw! One more?
mascot-puzzle = Can you beat me from here?
rules-heading = Rules
rules-board = The board has two rows of six pits and a store at each end. Your row is the one nearest you, and your store is at your right. Every pit starts with the same number of seeds (4 in the standard game).
rules-sow = On your turn, pick one of your pits that has seeds. Take all of them and sow them one by one into the next pits, counter-clockwise: along your row to your store, then into your opponent's pits, and round again. Your opponent's store is skipped. With enough seeds to go all the way round (13 or more), the pit you emptied gets a seed too.
rules-extra = Extra turn: if your last seed lands in your own store, you move again, as many times as it happens.
rules-capture = Capture: if your last seed lands in an empty pit on your side and the pit across holds seeds, that seed and all the seeds across go to your store, and your turn ends. If the pit across is empty, nothing is captured.
rules-end = End: the moment either row is empty, the game ends, and each player adds the seeds left in their own row to their own store. Most seeds wins; equal is a draw. (As a safety net, a game also ends this way after 400 sowings.)
rules-example_extra-title = Example: an extra turn
rules-example_extra-body = At the start your pit 3 (counting from your left) holds 4 seeds. Sowing it drops one seed in each of pits 4, 5 and 6, and the fourth in your store: you move again.
rules-example_capture-title = Example: a capture
rules-example_capture-body = Your pit 2 holds 1 seed, your pit 3 is empty, and your opponent's pit across from it holds 5 seeds. Play pit 2: the seed lands in the empty pit 3 and captures. 1 + 5 = 6 seeds go to your store.
rules-faq-heading = Questions
rules-faq-store-q = Does a seed ever go into my opponent's store?
rules-faq-store-a = No. Sowing skips your opponent's store; you only ever fill your own.
rules-faq-leftover-q = Who keeps the seeds left at the end?
rules-faq-leftover-a = Each player keeps the seeds still in their own row: they go into that player's store when the game ends.
rules-faq-first-q = Who starts?
rules-faq-first-a = You choose when you start a game: you, { $name }, or a coin toss. Starting is a small advantage: with perfect play the first player wins the standard game by 8 seeds.
learn-heading = Lessons
learn-start = Start
learn-again = Again
learn-progress =
    { $done } of { $total } { $total ->
        [one] lesson
       *[other] lessons
    } done, { $won } { $won ->
        [one] challenge
       *[other] challenges
    } won.
learn-step = Lesson: { $title }, step { $n } of { $total }
learn-next = Next
learn-stop = Stop the lesson
learn-challenge = Now a small challenge: win against { $name } from a set position.
learn-challenge-play = Play the challenge
learn-challenge-playing = Challenge: beat { $name } (Easy) from here. You play the bottom row.
learn-challenge-won = You won the challenge!
learn-challenge-lost = Not this time: this position can be won. Try again?
learn-challenge-again = Try again
outcome-own_store = Your last seed landed in your store: you move again.
outcome-capture = Your last seed landed in your empty pit { $pit }: it and the seeds across, { $seeds } in all, went to your store.
outcome-own_pit = Your last seed landed in your pit { $pit }; now it would be the other player's turn.
outcome-other_pit = Your last seed landed in the top row's pit { $pit }; now it would be the other player's turn.
outcome-mandarin = Your last seed landed in a mandarin square; now it would be the other player's turn.
outcome-game_over = A row is empty, so the game is over: the seeds left in each row go to that row's store.
wrong-empty = Pit { $pit } is empty: there is nothing to sow. Press the glowing pit { $want }.
wrong-elsewhere = Pit { $pit } would end { $where }. This step is about the glowing pit { $want }: press it and see.
where-own_store = in your store, with another turn
where-capture = in your empty pit { $pit }, capturing { $seeds }
where-own_pit = in your pit { $pit }
where-other_pit = in the top row's pit { $pit }
where-mandarin = in a mandarin square
where-game_over = the game
lesson-sowing-title = Sowing
lesson-sowing-step1 = Your pits are the bottom row and your store is on the right. A move takes every seed of one of your pits and drops them one by one to the right. Press pit 1.
lesson-sowing-step2 = Seeds go on past your store into the top row, counter-clockwise; only your opponent's store is skipped. Press pit 6.
lesson-sowing-done = That is all a move is: pick up every seed of a pit, then drop one in each pit along the way.
lesson-extra_turn-title = The extra turn
lesson-extra_turn-step1 = Pit 3 holds 4 seeds and is 4 steps from your store. Count along with it: press pit 3.
lesson-extra_turn-done = When your last seed lands in your store, you move again. Count the steps to your store before you sow.
lesson-chain-title = Chaining extra turns
lesson-chain-step1 = The strongest opening starts with an extra turn: press pit 3.
lesson-chain-step2 = You move again. Pit 6 now drops one seed in your store and the rest in the top row, the usual follow-up: press pit 6.
lesson-chain-step3 = Extra turns can chain. Pit 6 holds 1 and pit 4 holds 3: both reach your store exactly. Start nearest the store: press pit 6.
lesson-chain-step4 = Again! Pit 4 holds 3 and is 3 steps away: press pit 4.
lesson-chain-step5 = Pit 4 dropped a seed in pit 6, which holds 1 again: one more turn. Press pit 6.
lesson-chain-done = Play the extra turn nearest your store first: a farther pit played first would add a seed to the nearer ones and spoil their count.
lesson-capture-title = The capture
lesson-capture-step1 = Your pit 5 is empty, and across from it the top row has 4 seeds. Pit 2 holds 3 seeds, so its last one lands in pit 5. Press pit 2.
lesson-capture-done = A last seed in an empty pit of yours captures: it and all the seeds across go to your store. An empty pit across captures nothing.
lesson-lap-title = All the way round
lesson-lap-step1 = Pit 1 holds 13 seeds: enough to go all the way round, skipping your opponent's store, and drop the 13th in pit 1 itself, which you emptied. Press pit 1.
lesson-lap-done = Thirteen seeds always come back to the pit they left, and because it was emptied, they capture what lies across. Count before you sow.
lesson-protect-title = Protecting a pile
lesson-protect-step1 = Danger: your pit 2 holds 8 seeds, and the top row's pit across from it is empty. A seed landing there would take all 8. Move the pile: press pit 2.
lesson-protect-done = Watch the other side's empty pits. A pile across from one is in danger: move it, or fill the empty pit first.
lesson-end-title = The end of the game
lesson-end-step1 = The top row has one seed left, in its pit 1, across from your empty pit 6. Pit 5 drops its seed in pit 6 and captures it: press pit 5.
lesson-end-done = When a row is empty the game ends, and the seeds still in your row are yours. Near the end, keep seeds on your side.
guide-heading = How to win
guide-lit = The lit pit { $pit } shows it: play it and see.
guide-show = Show me
guide-count-title = Count to your store
guide-count-body = A pit with exactly as many seeds as steps to your store gives you another turn: pit 6 needs 1, pit 5 needs 2, pit 1 needs 6.
guide-nearest_first-title = Nearest the store first
guide-nearest_first-body = With several extra turns ready, play the one nearest your store first; the others still fit afterwards.
guide-empty_pits-title = Use your empty pits
guide-empty_pits-body = An empty pit of yours across from a pile is a capture waiting for a last seed. Look for a pit that ends there.
guide-protect-title = Watch their empty pits
guide-protect-body = A pile of yours across from an empty pit of theirs can be taken. Move it, or spoil their landing, before they get there.
guide-count_before_sowing-title = Count before you sow
guide-count_before_sowing-body = A big pit goes round the board: 13 seeds end in the pit they left, now empty, and capture.
guide-end-title = Think of the end
guide-end-body = When a row runs out, each side keeps the seeds in its own row. Near the end, keep seeds on your side and let the other row run dry.
coach-label = Point out threats, and what was better
coach-threat-capture =
    Watch out: { $who } could capture your { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } in pit { $pit } with pit { $with }.
coach-threat-extra = Next turn, { $who } has an extra turn ready in pit { $with }.
coach-threat-chain = Next turn, { $who } has { $turns } extra turns in a row, starting from pit { $with }.
coach-who-top = the top row
coach-who-bottom = the bottom row
coach-none = No threats across the board now.
coach-better = { $whose }, pit { $played }: pit { $pit } kept { $seeds } more seeds, because { $why }.
coach-whose-you = Your last move
coach-whose-bottom = The bottom row's last move
coach-whose-top = The top row's last move
coach-why-extra_turn = it gave another turn
coach-why-capture = it captured { $seeds }
coach-why-relay_to_store = its relays ended in the store for another turn
coach-why-relay_capture = its relays ended in a capture of { $seeds }
coach-why-protect =
    it saved the { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } of pit { $pit }
coach-why-keep = it kept seeds on your side
coach-why-squares = it captured { $citizens } from { $squares ->
    [1] a square
   *[other] { $squares } squares
}
coach-why-guard = it stopped a capture of { $seeds }
coach-why-calculation = the solver says so
new-clock = Clock
new-clock-none = none
new-clock-tip = Minutes each, plus seconds added when a turn ends. The side to move loses when its time runs out. Undo is off in a timed game.
banner-bottom_out_of_time = The bottom row ran out of time.
banner-top_out_of_time = The top row ran out of time.
banner-review = Review
moves-heading = Moves
moves-heading-review = Moves, reviewed
moves-none = No sowings yet.
moves-pit = pit { $pit }
moves-extra_turn = ↻ extra turn
moves-capture =
    ×{ $seeds }: captured { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    }
moves-first = The start
moves-back = One sowing back (Left)
moves-on = One sowing on (Right)
moves-last = The last sowing
moves-back_to_game = Back to the game
moves-keys = Left and Right step through the sowings; any other key or a click on the board returns to the game.
review-start = Review
review-start-tip = Rate every sowing against perfect play: the solver works in the background.
review-best = best
review-good = good
review-inaccuracy = inaccuracy
review-mistake = mistake
review-blunder = blunder
review-progress = Proving the ratings: { $done } of { $total } proved…
review-accuracy = Accuracy
review-move = Sowing { $number }: { $name }, pit { $pit }
review-verdict =
    { $sign } { $rating }: { $loss } { $loss ->
        [one] seed
       *[other] seeds
    } lost (value { $before } → { $after })
review-best_was = Best was pit { $pit } ({ $value }).
review-estimate = ~ The solver could not finish in time here: a deep search's estimate.
review-waiting = Not rated yet…
review-pick = Pick a sowing in the list or on the graph to see its rating and the best move.
review-play_from_here = Play from here
review-play_from_here-tip = A game against { $name } from the position on the board: you take the side to move.
review-close = Close the review
review-graph-point =
    after { $ply } { $ply ->
        [one] sowing
       *[other] sowings
    }: { $value }
review-graph-legend = The value for the bottom row before each sowing (above 0: the bottom row is winning). Click to jump there.
records-heading = Game records
records-copy = Copy record
records-copy-tip = The game as plain text, to paste anywhere: the game in review, or else the game in hand.
records-copied = Copied to the clipboard.
records-save = Save record
records-save-tip = Saves the record as a text file in the records folder.
records-paste = Paste a record here to review it:
records-review_pasted = Review the pasted record
records-refused = Not opened: { $why }
records-path = a record file's path
records-open = Open
records-saved = Saved records ({ $count })
records-folder = Records are saved in { $folder }. A record file dropped on the window opens too.
records-saved_as = Saved as { $path }
records-cannot_save = Could not save: { $why }
history-heading = Past games ({ $count })
history-none = Finished games appear here (the last 100).
history-review = Review
history-review-tip = Game { $number } of the history
rules-review-title = Reviewing a game
rules-review-body = A review rates each sowing by the seeds it lost against perfect play: the value of the position before it minus the value the sowing left.
rules-review-none = loses nothing
rules-review-one = loses { $least } seed
rules-review-range =
    loses { $least } to { $most } { $most ->
        [one] seed
       *[other] seeds
    }
rules-review-more =
    loses { $least } { $least ->
        [one] seed
       *[other] seeds
    } or more
rules-review-accuracy = Accuracy is the average over a player's sowings that had a choice: 100 for a sowing that loses nothing, halved for every 3 seeds lost.
rules-clock-title = Playing with a clock
rules-clock-body = In a two-player game you can play with a clock: 3+2 or 5+5 (minutes each, plus seconds added when your turn ends). Your time runs while it is your turn, but not while seeds are being sown or when the window is in the background. If your time runs out, you lose. Undo is off.
status-looking = Looking back: after sowing { $ply } of { $total }. Any key returns.
new-rules = Kalah house rules:
new-empty_capture = empty capture
new-remaining_to_emptier = remaining seeds to the one who emptied
rules-kalah = Standard Kalah
rules-kalah_with = Kalah with house rules: { $switches }
rules-house-title = House rules
rules-house-intro = Rule books disagree on two rules of Kalah. Each can be switched on in New game; the daily puzzle and the lessons always use the standard rules, and the stats keep each rule set apart.
rules-house-empty_capture = Empty capture: when your last seed lands in an empty pit of yours, it captures even if the pit across is empty: that one seed goes to your store, and your turn ends.
rules-house-empty_capture-example = Example: your pit 1 holds 1 seed, your pit 2 is empty and so is the pit across from it. Play pit 1: standard rules capture nothing; with empty capture your store gains 1.
rules-house-emptier = Remaining seeds to the one who emptied: when a row is empty, every seed left on the board goes to the player whose row is empty, instead of each player keeping their own row.
rules-house-emptier-example = Example: your last seed, from pit 6, lands in your store and your row is now empty, while your opponent's row holds 6 seeds. Standard rules give those 6 to your opponent; with this rule they are yours.
hint-take =
    the last seed makes a pit of your opponent's hold 2 or 3, so you take its { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    }.
hint-chain =
    the last seed makes a pit of your opponent's hold 2 or 3, and the pits before it too: you take { $pits } { $pits ->
        [one] pit
       *[other] pits
    }, { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    }.
hint-feed = your opponent has no seeds, so you must give them some; this is the best way to do it.
hint-reserve = the game is nearly over, and this move keeps your seeds on your side as a reserve that outlasts your opponent's.
coach-why-take = it took { $seeds }
coach-why-chain =
    it took { $seeds } from { $pits } { $pits ->
        [one] pit
       *[other] pits
    }
coach-why-feed = it fed your opponent best
coach-why-reserve = it kept a reserve on your side
preview-take = Takes { $n }!
preview-chain =
    Takes { $n } from { $pits } { $pits ->
        [one] pit
       *[other] pits
    }!
preview-grand_slam = Grand slam: takes nothing
status-must_feed = Your opponent has no seeds: play a pit that reaches their side.
status-end-repetition = The position came again, so each side took the seeds on its own side.
status-end-no_move = No move could give the other side seeds, so each side took the seeds on its own side.
status-end-majority = More than half the seeds were taken.
new-game = Game:
new-game-kalah = Kalah
new-game-kalah-tip = Stores at the ends, extra turns and captures across: the game of the lessons and the daily puzzle.
new-game-oware = Oware
new-game-oware-tip = Oware (Abapa), the game of West Africa and of the world's tournaments: you capture 2s and 3s on your opponent's side.
new-oware_board = Oware: 6 pits a side, 4 seeds in each. Captured seeds lie in a tray beside the board.
rules-oware = Oware (Abapa)
rules-oware-title = Oware (Abapa)
rules-oware-intro = Oware is played on 6 pits a side with 4 seeds in each, and there are no stores: the seeds you capture lie in your tray beside the board. Choose it under Game in New game.
rules-oware-sow = Take all the seeds of one of your pits and sow them one by one into the following pits, counter-clockwise round both rows. A pit of 12 or more seeds goes all the way round and skips the pit it was taken from on every lap.
rules-oware-capture = Capture: if your last seed lands in your opponent's pit and makes it hold 2 or 3, you take those seeds; then the pit before it on their side, and the one before that, as long as each holds 2 or 3.
rules-oware-grand_slam = Grand slam: a sowing that would take every seed your opponent has may be played, but takes nothing.
rules-oware-feed = Feeding: when your opponent has no seeds, you must play a pit that gives them some. If none can, the game ends and you take the seeds on your side.
rules-oware-end = The first to capture more than 24 seeds wins; 24 each is a draw. If a position comes again, the game ends and each player takes the seeds on their own side.
rules-oware-values = The values of the analysis and the review count the game played out to its last seed, so they can differ from the final score, but never about who wins.
rules-oware-example_chain-title = Example: a chain
rules-oware-example_chain-body = Your pit 3 holds 6 seeds; your opponent's pits 1, 2 and 3 hold 1, 2 and 1, and their pit 4 holds 4. Play pit 3: the seeds go to your pits 4, 5 and 6 and their pits 1, 2 and 3, which now hold 2, 3 and 2. The last seed made pit 3 hold 2, so you take it, then pits 2 and 1 before it: 7 seeds.
rules-oware-example_grand_slam-title = Example: a grand slam
rules-oware-example_grand_slam-body = Your opponent has 1 seed in pit 1 and 2 in pit 2, and nothing else. Your pit 6 holds 2 seeds: they make those pits hold 2 and 3. Taking them would take every seed your opponent has, so the sowing takes nothing.
rules-oware-example_feed-title = Example: feeding
rules-oware-example_feed-body = Your opponent's row is empty. Your pit 1 holds 3 seeds, which stay on your side; your pit 6 holds 1, which reaches them. You must play pit 6. Had no pit reached them, the game would have ended and the seeds on your side would have been yours.
rules-oware-example_repetition-title = Example: a repetition
rules-oware-example_repetition-body = Each of you has taken 23 seeds and has 1 seed left, in pit 6. The two seeds chase each other round the board, and after 12 sowings the same position comes again. The game ends there and each takes the seed on their side: 24 to 24, a draw.
app-tagline-oware = Oware: sow, take the 2s and 3s, capture more than 24.
new-game-congklak = Congklak
new-game-congklak-tip = Congklak (congkak, dakon), the relay-sowing game of Indonesia, Malaysia and the Philippines: { $side ->
        [right] your store is on your right, you sow counter-clockwise
       *[left] your store is on your left, you sow clockwise
    }, and a last seed in a hole with seeds picks them up and sows on.
new-holes = holes a side (as many seeds in each)
new-variants = Variants:
new-lap_before_capture = capture after a lap
new-pass_when_empty = pass when empty
bar-congklak =
    Congklak · { $holes } { $holes ->
        [one] hole
       *[other] holes
    }
rules-congklak = Congklak
rules-congklak_with = Congklak with { $switches }
rules-congklak-title = Congklak
rules-congklak-intro = Congklak is played on 5 to 9 holes a side (7 in the usual game), each starting with as many seeds as there are holes. Your row is the one nearest you and { $side ->
        [right] your store is on your right: you sow counter-clockwise
       *[left] your store is on your left: you sow clockwise
    }, into your own store but never your opponent's. Choose it under Game in New game.
rules-congklak-relay = Where your last seed lands decides what follows. In your store: you move again. In a hole that held seeds, on either side: pick them all up, the last seed too, and sow on from there. This relay can happen again and again in one move.
rules-congklak-capture = In an empty hole of yours: if the hole across holds seeds, they and your last seed go to your store; either way your turn ends. In an empty hole of your opponent's: your turn ends.
rules-congklak-end = The round ends when the player to move has no seeds in their holes; the seeds left go to their owner's store. Most seeds wins.
rules-congklak-burnt = A hole marked × is burnt: no one sows into it or plays it, and nothing is captured from it. Holes burn in a match of rounds, when a player cannot fill them again.
rules-congklak-first = Moving first matters a great deal: a strong first turn chains sowing after sowing into the store and can take most of the seeds. That is why players traditionally begin by sowing at the same time.
rules-congklak-lap_before_capture = Variant, capture after a lap: an empty hole of yours captures only once the move has passed your store.
rules-congklak-pass_when_empty = Variant, pass when empty: a player with no seeds in their holes passes, and the round ends only when every hole is empty.
rules-congklak-example_relay-title = Example: a relay and a capture
rules-congklak-example_relay-body = At the start, { $side ->
        [right] sow your second hole from the left
       *[left] sow your second hole from the right
    }: its 7 seeds go into your next five holes, your store and your opponent's first hole, which held 7. Pick up those 8 and sow on round their row and into your first two holes: the last lands in the hole you emptied, so it captures the 8 across from it and itself. 10 seeds are now in your store.
rules-congklak-example_store-title = Example: a relay into your store
rules-congklak-example_store-body = The third hole from your store holds 1 seed and the next one 1. Sow the 1: it lands in a hole with a seed, so you pick up those 2 and sow on, one into the hole beside your store and the last into your store. You move again.
tab-moves = Moves
tab-learn = Learn
tab-daily = Puzzle
tab-stats = Stats
tab-rules = Rules
dialog-close = Close (Esc)
dialog-cancel = Cancel
dialog-done = Done
new-opponent = Your opponent
new-card-easy = { $name } plays for fun
new-card-medium = { $name } plays well
new-card-hard = { $name } looks far ahead
new-card-friends = on this screen
new-card-at_my_level = { $name } plays like you
new-card-at_my_level-tip = { $name } plays at the strength nearest your rating against him ({ $rating }), which moves with every game of Kalah you finish against him.
new-card-at_my_level-kalah = Your level is Kalah's, where { $name }'s strengths were measured.
new-more = More options: house rules, clock
new-keys = Enter starts, Esc closes
settings-group-animation = Animation
settings-group-sound = Sound
settings-group-look = Look
settings-group-text = Text
settings-group-language = Language
bar-new_game = New game
bar-review = Review this game
bar-notices = Notices
bar-drawer = Show or hide the side drawer
bar-menu = More: resign, restart
bar-lesson = Lesson { $n } of { $total }: { $title }
bar-vs_mascot = You vs { $name } · { $level }
bar-two_players = Two players
bar-kalah =
    Kalah · { $pits } { $pits ->
        [one] pit
       *[other] pits
    }, { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    }
coach-heading = Coach
welcome-heading = Welcome to Mancala
welcome-play = Play { $name }
welcome-play-line = a friendly first game
welcome-learn =
    Learn in { $n } { $n ->
        [one] lesson
       *[other] lessons
    }
welcome-learn-line = press the glowing pit
welcome-daily = Today's puzzle
welcome-later = Just show me the board
notices-none = Nothing to report.
notices-clear = Clear the list
new-online = Online
new-card-online = a friend or anyone
bar-online = Play online
bar-vs_online = { $me } { $my_rating } vs { $name } { $rating }
bar-reconnecting = Reconnecting in { $seconds } s…
bar-connecting = Connecting…
bar-draw_offered = { $name } offers a draw
bar-draw_sent = Draw offered
bar-you = You
banner-online-aborted = The game was aborted: too long without a sowing, too early to count.
banner-online-agreed = Drawn by agreement.
banner-online-rating = Your rating: { $rating }
banner-online-rematch_asked = { $name } asks for a rematch.
banner-online-rematch_sent = Rematch asked; waiting for the answer.
banner-online-their_time = { $name } ran out of time.
banner-online-they_abandoned = { $name } left the game unplayed for two weeks and lost it.
banner-online-they_resigned = { $name } resigned.
banner-online-you_abandoned = You left the game unplayed for two weeks and lost it.
banner-online-you_resigned = You resigned.
banner-online-your_time = Your time ran out.
online-heading = Play online
online-server = Server
online-server-hint = host:port, or the line a friend sent
online-name = Your name
online-name-hint = as others will see it
online-connect = Connect
online-host = Host on this computer
online-host-about = Hosting starts a server in the game, for a friend on the same network; no server to install.
online-host-desktop = Hosting a game for a friend on the same network needs the desktop game: a page in a browser cannot be reached by another computer.
online-host-starting = Starting the server…
online-host-failed = The server could not start: { $why }
online-host-on = Hosting at { $address }: give your friend this address, or the line below.
online-host-firewall = Your firewall may ask whether Mancala may accept connections: allow it on private networks.
online-host-stop = Stop hosting
online-state-connecting = Connecting to { $server }…
online-state-online = Connected to { $server } as { $name } (rating { $rating }).
online-state-retrying = { $server } cannot be reached ({ $why }); trying again in { $seconds } s.
online-state-refused = The server will not take this player: { $why }
online-refused-no_game = No game has that code: it may be mistyped, or its game may be over. Ask your friend for a new link.
online-refused-closed = That game is full, or its code has expired (a code lasts 24 hours). Ask your friend for a new link.
online-friend = Play a friend
online-create = Create a private game
online-create-rules = with the New game dialog's rules and board
online-code-hint = a friend's code or line
online-join = Join
online-code-give = Give your friend this code (it works for 24 hours):
online-code-copy = Copy the line
online-code-link = Or send this link: it opens the game in any browser, and in this game too.
online-code-copy_link = Copy the link
online-code-waiting = Waiting for your friend to join…
online-stranger = Find an opponent
online-casual = casual
online-ranked = ranked
online-control = Clock:
online-correspondence = By correspondence:
settings-group-notes = Notifications
settings-desktop_notes = Tell me on the desktop when it is my move in a game by correspondence
settings-desktop_notes-browser = A page cannot notify the desktop: the tab's title counts the games in which it is your move, as (2) Mancala.
notes-your_move = Your move against { $name }
notes-your_move-body = { $game }, { $control }, on { $server }: { $left } left
online-elsewhere = On other servers ({ $n } your move)
online-elsewhere-all = Your games online ({ $n } your move)
online-elsewhere-unreachable = { $server }: not reached ({ $why })
online-elsewhere-open = Open there
bar-your_moves =
    Your move in { $n } { $n ->
        [one] game
       *[other] games
    } online
online-mine = Your games in play ({ $n } your move)
online-mine-your_move = your move
online-mine-their_move = { $name }'s move
online-mine-open = Open
online-mine-shown = on the board
online-control-none = none
online-control-30s = 30 s a sowing
online-control-blitz = 3+2
online-control-rapid = 5+5
online-control-1d = 1 day a sowing
online-control-3d = 3 days a sowing
online-control-7d = 7 days a sowing
online-find = Find an opponent
online-otto-offer = Nobody has come yet. Otto, the computer, can play you now ({ $level }, casual: no rating moves).
online-otto-play = Play Otto
online-otto-now = Play Otto now
online-otto-now-tip = A casual game against Otto, the computer, at the level nearest your rating
online-history = { $family } rating over your last { $games } rated games
online-history-theirs = { $name }'s { $family } rating over their last { $games } rated games
online-family-kalah = Kalah
online-family-oware = Oware
online-family-congklak = Congklak
online-challenge = Challenge
online-challenge-toast = { $name } challenges you: { $game }. Answer in Play online.
online-challenge-in = { $name } challenges you: { $game }
online-challenge-out = You challenged { $name }: { $game }
online-challenge-accept = Accept
online-challenge-decline = Decline
online-challenge-withdraw = Withdraw
online-leaderboard = Leaderboard:
online-leaderboard-empty = Nobody is listed yet.
online-leaderboard-rule = Listed: an established rating (no ?) and a rated game in the last 30 days.
online-leaderboard-you = You are number { $rank } here.
online-leaderboard-games =
    { $games } { $games ->
        [one] game
       *[other] games
    }
bar-bot = a computer
online-seeking = Looking for an opponent ({ $kind }, { $control })…
online-record = Online games: { $games }
online-ratings = Ratings: { $list } (? provisional)
online-result-win = won
online-result-loss = lost
online-result-draw = drawn
online-leave = Disconnect
online-offer_draw = Offer a draw
online-accept_draw = Accept the draw
online-rematch = Rematch
online-berserk-short = Berserk
online-berserk = Berserk: half your clock, no increment, and a win scores one more
bar-watching = Watching: { $me } { $my_rating } vs { $name } { $rating }
bar-watching_tv = TV: { $me } { $my_rating } vs { $name } { $rating }
bar-watchers = { $n } watching
bar-behind =
    shown { $n } { $n ->
        [one] sowing
       *[other] sowings
    } behind
online-tab-play = Play
online-tab-watch = Watch
online-tab-leaderboard = Leaderboard
online-tab-profile = Your profile
online-tab-challenges = Challenges
online-tab-tournaments = Tournaments
online-vacation = Vacation from your games by correspondence:
online-vacation-days =
    { $n } { $n ->
        [one] day
       *[other] days
    }
online-vacation-take = Take it
online-vacation-back = Come back now
online-vacation-told =
    Away until { $until }; { $left } { $left ->
        [one] day
       *[other] days
    } left this year
online-tournament-make = Make a private tournament
online-tournament-name = Name:
online-tournament-kind-arena = Arena
online-tournament-kind-swiss = Swiss
online-tournament-rounds = rounds
online-tournament-starts_in = starts in
online-tournament-create = Create it
online-tournament-make-about = Private: players join with the code it gets. The game is the New game dialog's family.
online-tournament-refresh = Refresh
online-tournament-code = A private tournament's code
online-tournament-join_code = Join with the code
online-tournament-running = Running
online-tournament-upcoming = Upcoming
online-tournament-finished = Finished
online-tournament-none = None.
online-tournament-asking = Asking the server…
online-tournament-open = Open
online-tournament-back = All tournaments
online-tournament-join = Join
online-tournament-withdraw = Withdraw
online-tournament-arena = Arena of { $minutes } min
online-tournament-swiss =
    Swiss of { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
online-tournament-players =
    { $count } { $count ->
        [one] player
       *[other] players
    }
online-tournament-starts = starts { $at }
online-tournament-ends = ends { $at }
online-tournament-round = round { $round }
online-tournament-leader = leader: { $name }
online-tournament-private = private, code { $code }
online-tournament-rank = #
online-tournament-player = Player
online-tournament-score = Score
online-tournament-sheet = Games
online-tournament-buchholz = Buchholz
online-tournament-sonneborn_berger = S-B
online-tournament-boards = Games in play
online-tournament-bye = Bye this round: { $name }
online-tournament-you =
    #{ $rank } of { $players } · { $score } { $score ->
        [one] point
       *[other] points
    }
online-tournament-fire = On fire: the next game scores double
online-tournament-earlier = +{ $n } earlier
online-tournament-status-upcoming = upcoming
online-tournament-status-running = running
online-tournament-status-finished = finished
online-challenge-none = No challenge waits for an answer. Challenge a player from the leaderboard or their profile.
online-watch-tv = TV
online-watch-tv-tip = Watch the highest-rated game in play, and the next one each time it ends
online-watch-refresh = Refresh
online-watch-now = Watching { $names }
online-watch-stop = Stop watching
online-watch-asking = Asking the server for the games in play…
online-watch-none = Nobody is playing right now. Find an opponent, or play Otto.
online-watch-ply =
    { $ply } { $ply ->
        [one] sowing
       *[other] sowings
    }
online-watch-watchers = { $n } watching
online-watch-watch = Watch
analysis-off_online = Off during an online game: review it when it is over.
analysis-off_opening = Off while both hands sow at once: a sowing's value counts from the opening's end.
new-first-together = together
new-first-together-tip = Congklak's own start: at the start of every round both players choose a hole and sow at the same time. Whoever's hand stops first moves next.
status-opening-choose = Choose a hole to start from: you and { $name } sow at the same time
status-opening-mascot_choosing = { $name } is choosing a hole...
status-opening-again = Your hand reached your store: choose a hole to sow on from
status-opening-bottom_first = Bottom: choose a hole while Top looks away
status-opening-top_first = Top: choose a hole (Bottom's is kept hidden)
status-opening-bottom_again = Bottom's hand reached its store: Bottom, choose a hole
status-opening-top_again = Top's hand reached its store: Top, choose a hole
status-opening-sowing = Both hands sow at once... (a click or Space skips)
status-opening-online_wait = Your hole is chosen: waiting for { $name }'s (both are shown at once)
status-opening-online_theirs = { $name } has chosen a hole: choose yours
status-opening-watched_first = Both players choose a hole to start from, in secret
bar-round = round { $n }
bar-round_score = round { $n } ({ $south }–{ $north })
banner-round-you_win = You win the round!
banner-round-mascot_wins = { $name } wins the round
banner-round-bottom_wins = Bottom row wins the round!
banner-round-top_wins = Top row wins the round!
banner-round-draw = The round is drawn
banner-round-next = Next round
banner-round-online_next = Next round in { $n } s
banner-round-burnt_vs = Burnt holes next round: yours { $south }, { $name }'s { $north }
banner-round-burnt = Burnt holes next round: bottom { $south }, top { $north }
banner-rounds_vs = Rounds won: you { $south }, { $name } { $north }
banner-rounds = Rounds won: bottom { $south }, top { $north }
banner-match-you_win = You win the match!
banner-match-mascot_wins = { $name } wins the match
banner-match-bottom_wins = Bottom row wins the match!
banner-match-top_wins = Top row wins the match!
banner-match-you_cannot_fill = You cannot fill a single hole.
banner-match-mascot_cannot_fill = { $name } cannot fill a single hole.
banner-match-bottom_cannot_fill = The bottom row cannot fill a single hole.
banner-match-top_cannot_fill = The top row cannot fill a single hole.
banner-match-new = New match
board-in_hand = { $n } in hand
moves-pit-hole = hole { $pit }
hint-play-hole = Play hole { $pit }:
status-your_turn-hole = Your turn: click a hole in the bottom row
status-empty_pit-hole = That hole is empty: pick one with seeds.
review-move-hole = Sowing { $number }: { $name }, hole { $pit }
review-best_was-hole = Best was hole { $pit } ({ $value }).
rules-congklak-together = Starting together: with First move set to together, each player chooses a hole and both sow at once, a seed each at a time. A hand whose last seed lands in its own store stops until its player chooses another hole; a hand that stops anywhere else is done. The player whose hand was done first moves next, and the round goes on by turns.
rules-congklak-rounds = Rounds: when a round ends, each player fills their holes again from their store, as many seeds a hole as at the start, from the hole beside the store outwards. Holes that cannot be filled are burnt for the round, and seeds left over stay in the store. The winner of a round starts the next (unless you start together); the match ends when a player cannot fill a single hole.
mistakes-heading = Your mistakes: { $due } due today
mistakes-count =
    { $all } { $all ->
        [one] puzzle
       *[other] puzzles
    } made from your own games: each a position where a sowing of yours gave seeds away, with its proved answer.
mistakes-rating = Puzzle rating: { $rating }
mistakes-finding = Games still to look through for your mistakes: { $games }
mistakes-none_yet = Finish a game against Otto, a friend or online: each mistake or blunder of yours in it becomes a puzzle here, with its proved answer.
mistakes-all_done = Nothing due now. The next puzzle comes back in { $when }.
mistakes-start = Solve your mistakes
mistakes-find = Find the sowing that keeps { $value }
mistakes-source =
    From your game { $against } on { $date }, sowing { $number }: you played pit { $played } and gave away { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    }.
mistakes-against-otto = against { $name } ({ $level })
mistakes-against-online = against { $name } online
mistakes-against-friend = between two players on this screen
mistakes-kept = ✔ Pit { $pit } keeps it, because { $why }.
mistakes-lost =
    ✘ Pit { $pit } gives away { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    }. Pit { $best } keeps it, because { $why }.
mistakes-rating_moved = Puzzle rating: { $rating } ({ $change })
mistakes-back_in = This puzzle comes back in { $when }.
mistakes-show_answer = Show the answer
mistakes-bar = Your mistake as a puzzle
mistakes-next = Next puzzle
mistakes-stop = Stop
mistakes-minutes = { $n } min
mistakes-hours = { $n } h
mistakes-days =
    { $n } { $n ->
        [one] day
       *[other] days
    }
new-fair = Fair start:
new-fair-usual = usual
new-fair-usual-tip = The usual start: the first player wins by 8 seeds under perfect play.
new-fair-pie = pie rule
new-fair-pie-tip = After the first player's first turn, the second player may take that side. So open with a turn you would not mind being taken.
new-fair-balanced = balanced start
new-fair-balanced-tip = One of a few starting positions of 48 seeds that the solver proved worth exactly nothing to the first player, every pit playable.
new-fair-balanced-standard = Balanced starts are for 6 pits of 4 seeds with the standard rules.
pie-take = Take their side
pie-take-hint = The pie rule: take the side that just played its first turn; the other player then plays yours, and moves next.
pie-offered = Pie rule: sow on, or take the other side (⇅ on the bar).
pie-taken_by_mascot = { $name } took your side: you play the other one now, your move.
pie-taken = Sides swapped: the board is turned round, and each player sows the row in front of them.
tab-explorer = Explorer
explorer-heading = Opening explorer
explorer-to_move-south = South to move (the bottom row).
explorer-to_move-north = North to move (the top row).
explorer-working = Working out each sowing's value...
explorer-column-pit = Play
explorer-column-value = Value
explorer-column-yours = Yours
explorer-column-online = Online
explorer-pit = Pit { $pit }
explorer-play_tip = Play this sowing on an analysis board
explorer-games = { $games } · { $score }%
explorer-legend = Value: the final margin for the side to move after this sowing, both sides playing perfectly on; ~ marks an estimate. Yours and Online: the games that played it here · the share of points it took.
explorer-offline = The server's games show here when you are online.
explorer-asking = Asking the server...
explorer-online_games = Online: the server's finished games.
explorer-off_daily = Off during the daily puzzle.
explorer-off_lesson = Off during a lesson.
explorer-off_mistake = Off while you solve a puzzle of your mistakes.
explorer-off_congklak = Congklak's and Sungka's rounds begin with both hands at once, and nothing proves Ô ăn quan's positions: there is no opening to explore.
explorer-off_vs_mascot = Off while you play { $name }, so it is no cheat: it opens when the game is over.
explorer-off_online = Off during an online game: it opens when the game is over.
otto-study-title = { $name } is studying Oware's endgames
otto-study-kept =
    He knows every position with up to { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } in the pits; { $target } when he is done. It is kept for every later game.

# Sungka (docs/congklak.md, "Sungka").
new-game-sungka = Sungka
new-game-sungka-tip = Sungka, Congklak's sibling of the Philippines: the same board of 7 holes and relay sowing, but a player whose holes are empty passes, and a capture takes only the seeds across.
new-capture_own_seed = capture own seed
bar-sungka =
    Sungka · { $holes } { $holes ->
        [one] hole
       *[other] holes
    }
rules-sungka = Sungka
rules-sungka_with = Sungka with { $switches }
rules-sungka-title = Sungka
rules-sungka-intro = Sungka is the Philippines' game of the family, Congklak's sibling: two rows of 7 holes (5 to 9 can be chosen), 7 seeds in each, and a store at each end. Your row is the one nearest you and { $side ->
        [right] your store is on your right: you sow counter-clockwise
       *[left] your store is on your left: you sow clockwise
    }, into your own store but never your opponent's. Choose it under Game in New game.
rules-sungka-capture = In an empty hole of yours: if the hole across holds seeds, they go to your store and your last seed stays where it fell; either way your turn ends. In an empty hole of your opponent's: your turn ends.
rules-sungka-end = A player whose holes are all empty passes, and the other plays on; the round ends when every hole is empty. Most seeds wins.
rules-sungka-capture_own_seed = Variant, capture own seed: the capturing seed goes to your store with the seeds across, as in Congklak.
rules-sungka-example_capture-title = Example: a capture
rules-sungka-example_capture-body = Your first hole holds 1 seed and your second is empty, across from a hole of your opponent's with 5. Sow the 1: it lands in the empty hole, so the 5 across go to your store, your seed stays in its hole, and your turn ends.
online-family-sungka = Sungka
online-family-oanquan = Ô ăn quan
new-game-oanquan = Ô ăn quan
new-game-oanquan-tip = Ô ăn quan, Vietnam's game of the family: 5 squares a side between two mandarin squares, and you choose which way each sowing goes.
new-quan_board = Ô ăn quan: 5 squares a side with 5 citizens in each, and a mandarin at each end. What you capture lies in a tray beside the board.
new-small_mandarin = mandarin worth 5
rules-oanquan = Ô ăn quan
rules-oanquan_with = Ô ăn quan with { $switches }
rules-oanquan-title = Ô ăn quan
rules-oanquan-intro = Ô ăn quan is Vietnam's game of the family: two rows of 5 squares with 5 citizens (small seeds) in each, and at each end a half-moon mandarin square holding its mandarin, a big piece worth 10 citizens. The mandarin squares belong to no one and there are no stores: what you capture lies in your tray beside the board. Your row is the one nearest you.
rules-oanquan-sow = Choose one of your squares and a way: click the left or the right half of the square, or press its number and then ← or →. Its citizens are sown one by one into the following squares that way round the board, the mandarin squares included.
rules-oanquan-relay = Then the square after the last citizen decides. If it holds citizens, pick them all up and sow on the same way. If it is a mandarin square, your turn ends.
rules-oanquan-capture = If it is empty, you capture the square after it: its citizens, and its mandarin if it is a mandarin square. While the square after the one you captured is empty and the next one holds something, you capture that one too. Two empty squares in a row end your turn.
rules-oanquan-refill = When your five squares are all empty on your turn, put one captured citizen back into each before you sow. If you have fewer than five, borrow the rest from your opponent; you pay them back at the end.
rules-oanquan-end = The game ends when both mandarins and the citizens of their squares are taken, or when a row is empty and cannot be filled again: each player then takes the citizens on their own squares. A mandarin counts 10, a citizen 1; most wins.
rules-oanquan-small_mandarin = Variant, mandarin worth 5: some players count a mandarin as 5 citizens.
rules-oanquan-example_chain-title = Example: a capture chain
rules-oanquan-example_chain-body = Your square 2 holds 2 citizens, your square 5 is empty, and the mandarin square beyond it holds its mandarin. Your opponent's square 1 is empty and their square 2 holds 4. Sow square 2 to the right: a citizen into your squares 3 and 4. Your square 5, after the last one, is empty, so you capture the mandarin square beyond it. After it, your opponent's square 1 is empty and their square 2 holds 4: you capture those too. Their square 3 holds citizens, so the chain stops: the mandarin and 4 citizens, 14 in all.
rules-oanquan-example_refill-title = Example: filling an empty row
rules-oanquan-example_refill-body = Your five squares are empty; you have captured 3 citizens and your opponent 6. Before you sow, a citizen goes into each of your squares: your 3, and 2 borrowed from your opponent, which you owe them when the game ends.
status-your_turn-square = Your turn: click the left or right half of one of your squares
status-empty_pit-square = That square is empty: pick one with citizens.
status-picked_square = Square { $pit }: press ← or → to sow it that way, or Esc to choose again.
moves-pit-square = square { $pit }
hint-play-square = Play square { $pit }:
review-move-square = Sowing { $number }: { $name }, square { $pit }
review-best_was-square = Best was square { $pit } ({ $value }).
preview-quan_capture = Takes { $n } { $n ->
        [one] citizen
       *[other] citizens
    }!
preview-quan_mandarin = Takes { $mandarins ->
        [1] a mandarin
       *[other] both mandarins
    }{ $n ->
        [0] {""}
        [one] {" "}and 1 citizen
       *[other] {" "}and { $n } citizens
    }!
status-end-mandarins = Both mandarins were taken, so each side took the citizens on its own squares.
status-end-no_refill = A row was empty and too few citizens were captured to fill it again, so each side took the citizens on its own squares.
lesson-sungka-title = Sungka
lesson-sungka-step1 = In Sungka your last seed decides what follows. Your hole 2 holds 1 seed and hole 3 holds 4. Press hole 2: its seed lands in hole 3, which holds seeds, so you lift all 5 and sow on.
lesson-sungka-step2 = Your hole 1 holds 1 seed and your hole 2 is empty, across from 8 seeds. Press hole 1.
lesson-sungka-done = A last seed in a hole with seeds is lifted with them and sown on; in your store, you move again; in an empty hole of yours, it takes the seeds across, and in Sungka it stays in its hole.
lesson-oanquan-title = Ô ăn quan
lesson-oanquan-step1 = In Ô ăn quan you choose which way to sow. Sow square 3 to the left: press the left half of the glowing square, and watch what the square after each last citizen holds.
lesson-oanquan-step2 = Your square 2 holds 2 citizens and your square 5 is empty, before the mandarin square. Sow square 2 to the right: press the right half of the glowing square.
lesson-oanquan-done = After your last citizen, a square with citizens is lifted and sown on; an empty square captures the one beyond it, and the capture goes on over every other square while they alternate. A mandarin is worth 10.
outcome-capture_across = Your last seed landed in your empty hole { $pit }: the { $seeds } seeds across went to your store, and your seed stays in its hole.
outcome-taken = The square after your last citizen was empty, so you captured what lay beyond: { $seeds } { $seeds ->
        [one] citizen
       *[other] citizens
    }{ $mandarins ->
        [0] {""}
        [1] {" "}and a mandarin
       *[other] {" "}and both mandarins
    }.
where-capture_across = in your empty hole { $pit }, capturing the { $seeds } across
where-taken = by capturing { $seeds } { $seeds ->
        [one] citizen
       *[other] citizens
    }{ $mandarins ->
        [0] {""}
        [1] {" "}and a mandarin
       *[other] {" "}and both mandarins
    }
wrong-empty-hole = Hole { $pit } is empty: there is nothing to sow. Press the glowing hole { $want }.
wrong-elsewhere-hole = Hole { $pit } would end { $where }. This step is about the glowing hole { $want }: press it and see.
wrong-empty-square = Square { $pit } is empty: there is nothing to sow. Sow the glowing square { $want }.
wrong-elsewhere-square = Square { $pit } would end { $where }. This step is about the glowing square { $want }: sow it and see.
outcome-own_pit-hole = Your last seed landed in your hole { $pit }; now it would be the other player's turn.
outcome-other_pit-hole = Your last seed landed in the top row's hole { $pit }; now it would be the other player's turn.
outcome-own_pit-square = Your last citizen landed in your square { $pit }, and the turn ended; now it would be the other player's turn.
outcome-other_pit-square = Your last citizen landed in the top row's square { $pit }, and the turn ended; now it would be the other player's turn.
where-own_pit-hole = in your hole { $pit }
where-other_pit-hole = in the top row's hole { $pit }
where-own_pit-square = in your square { $pit }
where-other_pit-square = in the top row's square { $pit }

## A screen reader's board: each cell's name and count, and what is told as the game goes.
voice-board = Board
voice-you = you
voice-bottom = bottom
voice-top = top
voice-pit = { $whose ->
    [you] Your pit { $pit }
    [bottom] Bottom pit { $pit }
    [top] Top pit { $pit }
   *[named] { $name }'s pit { $pit }
}
voice-pit-hole = { $whose ->
    [you] Your hole { $pit }
    [bottom] Bottom hole { $pit }
    [top] Top hole { $pit }
   *[named] { $name }'s hole { $pit }
}
voice-pit-square = { $whose ->
    [you] Your square { $pit }
    [bottom] Bottom square { $pit }
    [top] Top square { $pit }
   *[named] { $name }'s square { $pit }
}
voice-store = { $whose ->
    [you] Your store
    [bottom] Bottom store
    [top] Top store
   *[named] { $name }'s store
}
voice-tray = { $whose ->
    [you] Your captures
    [bottom] Bottom's captures
    [top] Top's captures
   *[named] { $name }'s captures
}
voice-mandarin_square = { $where ->
    [left] Left mandarin square
   *[right] Right mandarin square
}
voice-seeds = { $n ->
    [one] 1 seed
   *[other] { $n } seeds
}
voice-citizens = { $n ->
    [one] 1 citizen
   *[other] { $n } citizens
}
voice-burnt = burnt
voice-worth = worth { $n }
voice-mandarin_there = the mandarin still on it
voice-mandarin_taken = its mandarin taken
voice-way = { $square }: sow { $way ->
    [left] to the left
   *[right] to the right
}
voice-last_seed = Last seed: { $cell }.
voice-sowed = { $whose ->
    [you] You sowed pit { $pit }.
    [bottom] Bottom sowed pit { $pit }.
    [top] Top sowed pit { $pit }.
   *[named] { $name } sowed pit { $pit }.
}
voice-sowed-hole = { $whose ->
    [you] You sowed hole { $pit }.
    [bottom] Bottom sowed hole { $pit }.
    [top] Top sowed hole { $pit }.
   *[named] { $name } sowed hole { $pit }.
}
voice-sowed-square = { $whose ->
    [you] You sowed square { $pit }
    [bottom] Bottom sowed square { $pit }
    [top] Top sowed square { $pit }
   *[named] { $name } sowed square { $pit }
} { $way ->
    [left] to the left.
   *[right] to the right.
}
voice-score = Score: { $bottom } { $south }, { $top } { $north }.
voice-your_turn = Your turn.
voice-both_hands = Both hands sowed.
voice-new_game = New game.
voice-puzzle = Today's puzzle.
voice-undone = Move taken back.
voice-redone = Move played again.
voice-next_round = Next round.
voice-sides_swapped = Sides swapped.
voice-back_to_game = Back to the game.
voice-key = Key { $key }.
