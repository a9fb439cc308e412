# Italiano.
app-tagline = Kalah: semina, cattura, riempi il tuo granaio.
notice-bad_file = Impossibile leggere { $file } ({ $why }). È stato conservato come { $backup } e si usano i valori predefiniti.
notice-cannot_save = Impossibile salvare { $file }: { $why }
new-heading = Nuova partita
new-two_players = Due giocatori
new-first = Prima mossa:
new-first-me = io
new-first-bottom = sotto
new-first-top = sopra
new-first-random = a caso
store-you = Tu
store-bottom = Sotto
store-top = Sopra
settings-theme = Tema:
theme-light = chiaro
theme-dark = scuro
theme-high_contrast = alto contrasto
settings-stones = Pietre:
stones-jewels = colori gemma
stones-colour_blind = per daltonici
settings-reduce_motion = Riduci il movimento
settings-relay_store_right = Congklak e Sungka: granai a destra
settings-relay_store_right-tip = Disegna le plance di Congklak e Sungka con ogni granaio alla destra del suo giocatore, seminate in senso antiorario, come alcune plance delle Filippine. Le regole sono le stesse.
settings-ui_scale = Dimensione del testo
settings-fullscreen = Schermo intero: F11
new-seeds = semi per buca
new-start = Inizia
level-easy = Facile
level-medium = Medio
level-hard = Difficile
level-perfect = Perfetto
level-at_my_level = Il tuo livello
game-daily = Sfida del giorno { $date }, difficoltà { $stars }
game-teach = Insegnami
game-teach-thinking = Cerco una buona mossa...
game-undo = Annulla
game-redo = Ripeti
game-resign = Abbandona
game-restart = Ricomincia
hint-play = Gioca la buca { $pit }:
hint-extra_turn = l'ultimo seme cade nel tuo granaio, quindi giochi di nuovo.
hint-extra_turn_chain = l'ultimo seme cade nel tuo granaio, quindi giochi di nuovo, e possono seguire altri turni extra ({ $then } di fila).
hint-capture =
    l'ultimo seme cade in una tua buca vuota e cattura: { $seeds } { $seeds ->
        [one] seme va
       *[other] semi vanno
    } nel tuo granaio.
hint-relays-one = i semi vengono ripresi e seminati ancora una volta
hint-relays-many =
    i semi vengono ripresi e seminati ancora { $n } { $n ->
        [one] volta
       *[other] volte
    }
hint-relay_to_store = { $relays }, e l'ultimo cade nel tuo granaio, quindi giochi di nuovo.
hint-relay_to_store_chain = { $relays }, e l'ultimo cade nel tuo granaio, quindi giochi di nuovo, e possono seguire altri turni extra ({ $then } di fila).
hint-relay_capture =
    { $relays }, e l'ultimo cade in una tua buca vuota e cattura: { $seeds } { $seeds ->
        [one] seme va
       *[other] semi vanno
    } nel tuo granaio.
hint-protect =
    l'avversario potrebbe catturare i { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    } della tua buca { $pit } al prossimo turno; questa mossa lo impedisce.
hint-keep = la partita è quasi finita, e questa mossa tiene i tuoi semi dalla tua parte, dove contano per te.
hint-squares =
    una casella vuota segue l'ultimo cittadino, quindi prendi { $squares ->
        [1] la casella dopo
       *[other] { $squares } caselle, una sì e una no
    }: { $citizens } { $citizens ->
        [one] cittadino
       *[other] cittadini
    }{ $mandarins ->
        [0] {""}
        [1] {" "}e un mandarino
       *[other] {" "}e entrambi i mandarini
    }.
hint-guard = l'avversario potrebbe catturare { $seeds } al prossimo turno (un mandarino al suo valore); questa mossa lo impedisce.
hint-calculation = è la mossa migliore secondo il calcolo.
hint-value-win = Con un gioco perfetto vinci di { $n }.
hint-value-lose = Con un gioco perfetto perdi di { $n }.
hint-value-draw = Con un gioco perfetto è un pareggio.
analysis-heading = Analisi
analysis-show = Mostra il valore di ogni buca giocabile
analysis-off_vs_mascot = Spenta nelle partite contro { $name }, per non barare: usala in una partita a due giocatori.
analysis-off_daily = Spenta durante la sfida del giorno.
analysis-off_lesson = Spenta durante una lezione: la lezione illumina la buca da premere.
analysis-legend = Ogni numero è lo scarto finale per chi muove se entrambi giocano perfettamente dopo quella buca. ~ indica una stima ancora da dimostrare.
analysis-legend-browser = In un browser il risolutore ha solo una piccola tabella dei finali e non conserva le prove tra una visita e l'altra: i valori si dimostrano più lentamente che nel gioco per desktop.
analysis-proving = Dimostrazione in corso...
analysis-proved = Tutti i valori sono dimostrati.
daily-heading = Sfida del giorno
daily-goal = Un finale vincente dimostrato: batti un avversario perfetto. Giochi con la fila in basso.
daily-today = Oggi, { $date }
daily-preparing = Preparo le sfide...
daily-play = Gioca
daily-retry = Riprova
daily-restart = Ricomincia
daily-status-new = non ancora tentata
daily-status-won = risolta (tentativi: { $tries })
daily-status-lost = non ancora risolta (tentativi: { $tries })
daily-status-playing = sul tavoliere ora
daily-streak = Serie: { $days } (record { $best })
daily-share = Copia la riga da condividere
daily-copied = Copiato negli appunti.
daily-share_line = Sfida Mancala del giorno { $date } { $stars }: risolta (tentativi: { $tries }). Serie: { $streak }.
daily-share_line_unsolved = Sfida Mancala del giorno { $date } { $stars }: non ancora risolta (tentativi: { $tries }).
daily-past = Ultimi 30 giorni
daily-solved_banner = Sfida risolta!
daily-failed_banner = Non questa volta
stats-heading = Statistiche
stats-game = Partita
stats-won = Vinte
stats-drawn = Pari
stats-lost = Perse
stats-best = Migliore
stats-best-tip = Il tuo scarto più ampio in una vittoria, in semi (tra due persone: lo scarto più ampio).
stats-vs = { $name } · { $level }
stats-two_players = Due giocatori
stats-two_players_note = Due giocatori: Vinte conta le vittorie della fila in basso, Perse quelle della fila in alto.
stats-daily = Sfide del giorno risolte: { $won }; serie { $streak }, record { $best }
stats-none = Nessuna partita ancora finita.
stats-against_otto = Il tuo punteggio contro { $name }: { $rating } ± { $deviation } ({ $games } partite)
stats-against_otto-tip = Da ogni partita di Kalah contro { $name }, ogni suo livello con il punteggio misurato nel suo gruppo. «Il tuo livello» gioca con la forza più vicina.
settings-heading = Impostazioni
settings-speed = Velocità:
speed-instant = istantanea
speed-fast = veloce
speed-normal = normale
speed-slow = lenta
settings-mute = Senza suono (M)
status-your_turn = Tocca a te: clicca una buca della fila in basso
status-mascot_turn = Tocca a { $name }
status-mascot_thinking = { $name } sta pensando...
status-bottom_turn = Muove la fila in basso
status-top_turn = Muove la fila in alto
status-empty_pit = Quella buca è vuota: scegline una con dei semi.
status-your_row = Le tue buche sono la fila in basso.
status-bottom_row_turn = Tocca alla fila in basso.
status-top_row_turn = Tocca alla fila in alto.
status-you_win = Hai vinto, { $south } : { $north }!
status-mascot_wins = Vince { $name }, { $south } : { $north }
status-draw = Pareggio, { $south } : { $north }
status-bottom_wins = Vince la fila in basso, { $south } : { $north }!
status-top_wins = Vince la fila in alto, { $south } : { $north }!
status-you_resigned = Hai abbandonato.
status-bottom_resigned = La fila in basso ha abbandonato.
status-top_resigned = La fila in alto ha abbandonato.
preview-extra_turn = Turno extra!
preview-capture = Cattura { $n }!
preview-relay = 1 ripresa
preview-relays =
    { $n } { $n ->
        [one] ripresa
       *[other] riprese
    }
banner-you_win = Hai vinto!
banner-mascot_wins = Vince { $name }
banner-draw = Pareggio
banner-bottom_wins = Vince la fila in basso!
banner-top_wins = Vince la fila in alto!
banner-score_vs = Tu { $south } : { $north } { $name }
banner-score = Sotto { $south } : { $north } Sopra
banner-again = Gioca ancora
mascot-capture-1 =
    Miei! { $n } { $n ->
        [one] seme
       *[other] semi
    }.
mascot-capture-2 = Mi prendo quei { $n }.
mascot-capture-3 = Nel mio granaio: { $n }!
mascot-extra-1 = Un altro turno per me!
mascot-extra-2 = Dritto nel granaio. Ancora!
mascot-extra-3 = Ah, tocca ancora a me.
mascot-ouch-1 = Oh no, i miei semi!
mascot-ouch-2 = Ehi, quelli erano miei...
mascot-ouch-3 = Ahi. Bella cattura.
mascot-nice-1 = Bene: giochi di nuovo.
mascot-nice-2 = Un turno extra, ben visto.
mascot-win = Ho vinto, { $mine } a { $yours }! Un'altra?
mascot-lose = Mi hai battuto! Ben giocato.
mascot-draw = Pareggio! Un'altra?
mascot-puzzle = Riesci a battermi da qui?
rules-heading = Regole
rules-board = Il tavoliere ha due file di sei buche e un granaio a ogni estremità. La tua fila è quella più vicina a te, e il tuo granaio è alla tua destra. Ogni buca inizia con lo stesso numero di semi (4 nella partita classica).
rules-sow = Al tuo turno, scegli una delle tue buche che contiene semi. Prendili tutti e seminali uno alla volta nelle buche successive, in senso antiorario: lungo la tua fila fino al tuo granaio, poi nelle buche dell'avversario, e di nuovo in giro. Il granaio dell'avversario si salta. Con semi sufficienti per fare il giro completo (13 o più), anche la buca che hai svuotato riceve un seme.
rules-extra = Turno extra: se il tuo ultimo seme cade nel tuo granaio, giochi di nuovo, tutte le volte che succede.
rules-capture = Cattura: se il tuo ultimo seme cade in una buca vuota dalla tua parte e la buca di fronte contiene semi, quel seme e tutti quelli di fronte vanno nel tuo granaio, e il tuo turno finisce. Se la buca di fronte è vuota, non si cattura nulla.
rules-end = Fine: appena una delle due file resta vuota, la partita finisce, e ogni giocatore aggiunge al proprio granaio i semi rimasti nella propria fila. Vince chi ha più semi; a parità è pareggio. (Per sicurezza, la partita finisce così anche dopo 400 semine.)
rules-example_extra-title = Esempio: un turno extra
rules-example_extra-body = All'inizio la tua buca 3 (contando dalla tua sinistra) contiene 4 semi. Seminandola cade un seme in ciascuna delle buche 4, 5 e 6, e il quarto nel tuo granaio: giochi di nuovo.
rules-example_capture-title = Esempio: una cattura
rules-example_capture-body = La tua buca 2 contiene 1 seme, la tua buca 3 è vuota, e la buca dell'avversario di fronte contiene 5 semi. Gioca la buca 2: il seme cade nella buca 3 vuota e cattura. 1 + 5 = 6 semi vanno nel tuo granaio.
rules-faq-heading = Domande
rules-faq-store-q = Un seme va mai nel granaio dell'avversario?
rules-faq-store-a = No. La semina salta il granaio dell'avversario; riempi solo il tuo.
rules-faq-leftover-q = Chi tiene i semi rimasti alla fine?
rules-faq-leftover-a = Ogni giocatore tiene i semi ancora nella propria fila: vanno nel suo granaio quando la partita finisce.
rules-faq-first-q = Chi inizia?
rules-faq-first-a = Lo scegli quando inizi una partita: tu, { $name } o a caso. Iniziare è un piccolo vantaggio: con un gioco perfetto il primo giocatore vince la partita classica di 8 semi.
learn-heading = Lezioni
learn-start = Inizia
learn-again = Di nuovo
learn-progress =
    { $done } { $done ->
        [one] lezione
       *[other] lezioni
    } su { $total } fatte, { $won } { $won ->
        [one] sfida vinta
       *[other] sfide vinte
    }.
learn-step = Lezione: { $title }, passo { $n } di { $total }
learn-next = Avanti
learn-stop = Interrompi la lezione
learn-challenge = Ora una piccola sfida: batti { $name } da una posizione preparata.
learn-challenge-play = Gioca la sfida
learn-challenge-playing = Sfida: batti { $name } (Facile) da qui. Giochi la fila in basso.
learn-challenge-won = Hai vinto la sfida!
learn-challenge-lost = Non questa volta: questa posizione si può vincere. Riprovi?
learn-challenge-again = Riprova
outcome-own_store = Il tuo ultimo seme è finito nel tuo granaio: giochi di nuovo.
outcome-capture = Il tuo ultimo seme è finito nella tua buca vuota { $pit }: lui e i semi di fronte, { $seeds } in tutto, sono andati nel tuo granaio.
outcome-own_pit = Il tuo ultimo seme è finito nella tua buca { $pit }; ora toccherebbe all'altro giocatore.
outcome-other_pit = Il tuo ultimo seme è finito nella buca { $pit } della fila in alto; ora toccherebbe all'altro giocatore.
outcome-mandarin = Il tuo ultimo seme è finito in una casella del mandarino; ora toccherebbe all'altro giocatore.
outcome-game_over = Una fila è vuota, quindi la partita è finita: i semi rimasti in ogni fila vanno nel granaio di quella fila.
wrong-empty = La buca { $pit } è vuota: non c'è niente da seminare. Premi la buca { $want }, quella che brilla.
wrong-elsewhere = La buca { $pit } finirebbe { $where }. Questo passo riguarda la buca { $want }, quella che brilla: premila e guarda.
where-own_store = nel tuo granaio, con un altro turno
where-capture = nella tua buca vuota { $pit }, catturando { $seeds }
where-own_pit = nella tua buca { $pit }
where-other_pit = nella buca { $pit } della fila in alto
where-mandarin = in una casella del mandarino
where-game_over = la partita
lesson-sowing-title = Seminare
lesson-sowing-step1 = Le tue buche sono la fila in basso e il tuo granaio è a destra. Una mossa prende tutti i semi di una tua buca e li lascia cadere uno a uno verso destra. Premi la buca 1.
lesson-sowing-step2 = I semi passano il tuo granaio e proseguono nella fila in alto, in senso antiorario; si salta solo il granaio dell'avversario. Premi la buca 6.
lesson-sowing-done = Una mossa è tutta qui: prendere tutti i semi di una buca e lasciarne uno in ogni buca lungo la strada.
lesson-extra_turn-title = Il turno extra
lesson-extra_turn-step1 = La buca 3 ha 4 semi ed è a 4 passi dal tuo granaio. Conta insieme a lei: premi la buca 3.
lesson-extra_turn-done = Quando il tuo ultimo seme finisce nel tuo granaio, giochi di nuovo. Conta i passi fino al granaio prima di seminare.
lesson-chain-title = Concatenare i turni extra
lesson-chain-step1 = L'apertura più forte comincia con un turno extra: premi la buca 3.
lesson-chain-step2 = Giochi di nuovo. Ora la buca 6 lascia un seme nel tuo granaio e il resto nella fila in alto, il seguito abituale: premi la buca 6.
lesson-chain-step3 = I turni extra si concatenano. La buca 6 ha 1 seme e la 4 ne ha 3: entrambe arrivano esatte al granaio. Comincia dalla più vicina al granaio: premi la buca 6.
lesson-chain-step4 = Ancora! La buca 4 ha 3 semi ed è a 3 passi: premi la buca 4.
lesson-chain-step5 = La buca 4 ha lasciato un seme nella buca 6, che ne ha di nuovo 1: un altro turno. Premi la buca 6.
lesson-chain-done = Gioca prima il turno extra più vicino al granaio: una buca più lontana giocata prima aggiungerebbe un seme a quelle vicine e ne rovinerebbe il conto.
lesson-capture-title = La cattura
lesson-capture-step1 = La tua buca 5 è vuota e di fronte la fila in alto ha 4 semi. La buca 2 ha 3 semi, quindi l'ultimo finisce nella buca 5. Premi la buca 2.
lesson-capture-done = Un ultimo seme in una tua buca vuota cattura: lui e tutti i semi di fronte vanno nel tuo granaio. Se di fronte non c'è niente, non si cattura niente.
lesson-lap-title = Il giro completo
lesson-lap-step1 = La buca 1 ha 13 semi: bastano per fare il giro completo, saltando il granaio dell'avversario, e lasciare il 13° nella buca 1 stessa, che hai svuotato. Premi la buca 1.
lesson-lap-done = Tredici semi tornano sempre alla buca da cui sono partiti e, visto che era vuota, catturano ciò che c'è di fronte. Conta prima di seminare.
lesson-protect-title = Proteggere un mucchio
lesson-protect-step1 = Pericolo: la tua buca 2 ha 8 semi e la buca in alto di fronte è vuota. Un seme che finisse lì si prenderebbe tutti gli 8. Sposta il mucchio: premi la buca 2.
lesson-protect-done = Guarda le buche vuote dell'altro lato. Un mucchio di fronte a una di esse è in pericolo: spostalo, o riempi prima la buca vuota.
lesson-end-title = La fine della partita
lesson-end-step1 = Alla fila in alto resta un solo seme, nella sua buca 1, di fronte alla tua buca 6 vuota. La buca 5 lascia il suo seme nella buca 6 e lo cattura: premi la buca 5.
lesson-end-done = Quando una fila è vuota la partita finisce, e i semi ancora nella tua fila sono tuoi. Verso la fine, tieni semi dalla tua parte.
guide-heading = Come vincere
guide-lit = La buca illuminata, la { $pit }, lo mostra: giocala e guarda.
guide-show = Mostramelo
guide-count-title = Conta fino al granaio
guide-count-body = Una buca con tanti semi quanti i passi fino al tuo granaio ti dà un altro turno: la buca 6 ne vuole 1, la 5 ne vuole 2, la 1 ne vuole 6.
guide-nearest_first-title = Prima la più vicina
guide-nearest_first-body = Con più turni extra pronti, gioca prima quello più vicino al granaio; gli altri tornano ancora dopo.
guide-empty_pits-title = Usa le tue buche vuote
guide-empty_pits-body = Una tua buca vuota di fronte a un mucchio è una cattura che aspetta un ultimo seme. Cerca una buca che finisca lì.
guide-protect-title = Attento alle sue buche vuote
guide-protect-body = Un tuo mucchio di fronte a una buca vuota dell'avversario può essere preso. Spostalo, o rovinagli l'arrivo, prima che ci arrivi.
guide-count_before_sowing-title = Conta prima di seminare
guide-count_before_sowing-body = Una buca grande fa il giro del tavoliere: 13 semi finiscono nella buca da cui sono partiti, ora vuota, e catturano.
guide-end-title = Pensa alla fine
guide-end-body = Quando una fila resta senza semi, ogni lato tiene quelli della propria fila. Verso la fine, tieni semi dalla tua parte e lascia che l'altra fila si svuoti.
coach-label = Segnalare minacce, e cosa era meglio
coach-threat-capture =
    Attento: { $who } potrebbe catturare i tuoi { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    } della buca { $pit } con la buca { $with }.
coach-threat-extra = Al prossimo turno, { $who } ha un turno extra pronto nella buca { $with }.
coach-threat-chain =
    Al prossimo turno, { $who } ha { $turns } { $turns ->
        [one] turno
       *[other] turni
    } extra di fila partendo dalla buca { $with }.
coach-who-top = la fila in alto
coach-who-bottom = la fila in basso
coach-none = Nessuna minaccia dall'altro lato, ora.
coach-better =
    { $whose }, buca { $played }: la buca { $pit } teneva { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    } in più, perché { $why }.
coach-whose-you = La tua ultima mossa
coach-whose-bottom = L'ultima mossa della fila in basso
coach-whose-top = L'ultima mossa della fila in alto
coach-why-extra_turn = dava un altro turno
coach-why-capture = catturava { $seeds }
coach-why-relay_to_store = le sue riprese finivano nel granaio e davano un altro turno
coach-why-relay_capture = le sue riprese finivano catturando { $seeds }
coach-why-protect =
    salvava i { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    } della buca { $pit }
coach-why-keep = teneva semi dalla tua parte
coach-why-squares = catturava { $citizens } da { $squares ->
    [1] una casella
   *[other] { $squares } caselle
}
coach-why-guard = impediva una cattura di { $seeds }
coach-why-calculation = lo dice il calcolo
new-clock = Orologio
new-clock-none = nessuno
new-clock-tip = Minuti per ciascuno, più secondi aggiunti alla fine di ogni turno. Chi ha il turno perde quando il tempo finisce. Annulla è disattivato in una partita a tempo.
banner-bottom_out_of_time = La fila in basso ha finito il tempo.
banner-top_out_of_time = La fila in alto ha finito il tempo.
banner-review = Rivedi
moves-heading = Mosse
moves-heading-review = Mosse, riviste
moves-none = Ancora nessuna semina.
moves-pit = buca { $pit }
moves-extra_turn = ↻ turno extra
moves-capture =
    ×{ $seeds }: ha catturato { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    }
moves-first = L'inizio
moves-back = Una semina indietro (Sinistra)
moves-on = Una semina avanti (Destra)
moves-last = L'ultima semina
moves-back_to_game = Torna alla partita
moves-keys = Sinistra e Destra scorrono le semine; qualsiasi altro tasto o un clic sul tavoliere torna alla partita.
review-start = Rivedi
review-start-tip = Valutare ogni semina rispetto al gioco perfetto: il risolutore lavora in sottofondo.
review-best = migliore
review-good = buona
review-inaccuracy = imprecisione
review-mistake = errore
review-blunder = errore grave
review-progress = Dimostrazione delle valutazioni: { $done } di { $total } dimostrate…
review-accuracy = Precisione
review-move = Semina { $number }: { $name }, buca { $pit }
review-verdict =
    { $sign } { $rating }: { $loss } { $loss ->
        [one] seme perso
       *[other] semi persi
    } (valore { $before } → { $after })
review-best_was = La migliore era la buca { $pit } ({ $value }).
review-estimate = ~ Qui il risolutore non ha finito in tempo: stima di una ricerca profonda.
review-waiting = Non ancora valutata…
review-pick = Scegli una semina nella lista o nel grafico per vederne la valutazione e la mossa migliore.
review-play_from_here = Gioca da qui
review-play_from_here-tip = Una partita contro { $name } dalla posizione sul tavoliere: giochi con il lato che ha il turno.
review-close = Chiudi la revisione
review-graph-point =
    dopo { $ply } { $ply ->
        [one] semina
       *[other] semine
    }: { $value }
review-graph-legend = Il valore per la fila in basso prima di ogni semina (sopra 0: vince la fila in basso). Clicca per andarci.
records-heading = Registri delle partite
records-copy = Copia registro
records-copy-tip = La partita in testo semplice, da incollare ovunque: la partita in revisione o, altrimenti, quella in corso.
records-copied = Copiato negli appunti.
records-save = Salva registro
records-save-tip = Salva il registro come file di testo nella cartella dei registri.
records-paste = Incolla qui un registro per rivederlo:
records-review_pasted = Rivedi il registro incollato
records-refused = Non aperto: { $why }
records-path = percorso di un file di registro
records-open = Apri
records-saved = Registri salvati ({ $count })
records-folder = I registri sono salvati in { $folder }. Anche un file di registro trascinato sulla finestra si apre.
records-saved_as = Salvato come { $path }
records-cannot_save = Impossibile salvare: { $why }
history-heading = Partite passate ({ $count })
history-none = Le partite finite compaiono qui (le ultime 100).
history-review = Rivedi
history-review-tip = Partita { $number } della cronologia
rules-review-title = Rivedere una partita
rules-review-body = La revisione valuta ogni semina per i semi persi rispetto al gioco perfetto: il valore della posizione prima di essa meno il valore lasciato dalla semina.
rules-review-none = non perde nulla
rules-review-one = perde { $least } seme
rules-review-range =
    perde da { $least } a { $most } { $most ->
        [one] seme
       *[other] semi
    }
rules-review-more =
    perde { $least } { $least ->
        [one] seme
       *[other] semi
    } o più
rules-review-accuracy = La precisione è la media delle semine di un giocatore che avevano una scelta: 100 per una semina che non perde nulla, dimezzata ogni 3 semi persi.
rules-clock-title = Giocare con l'orologio
rules-clock-body = In una partita a due puoi giocare con l'orologio: 3+2 o 5+5 (minuti ciascuno, più secondi aggiunti alla fine del tuo turno). Il tuo tempo scorre durante il tuo turno, ma non mentre i semi vengono seminati né con la finestra in secondo piano. Se il tempo finisce, perdi. Annulla è disattivato.
status-looking = Guardando indietro: dopo la semina { $ply } di { $total }. Qualsiasi tasto torna.
new-rules = Regole della casa del Kalah:
new-empty_capture = cattura a vuoto
new-remaining_to_emptier = semi rimasti a chi ha svuotato
rules-kalah = Kalah standard
rules-kalah_with = Kalah con regole della casa: { $switches }
rules-house-title = Regole della casa
rules-house-intro = I regolamenti non concordano su due regole del Kalah. Ognuna si può attivare in Nuova partita; la sfida del giorno e le lezioni usano sempre le regole standard, e le statistiche tengono separato ogni insieme di regole.
rules-house-empty_capture = Cattura a vuoto: quando il tuo ultimo seme cade in una tua buca vuota, cattura anche se la buca di fronte è vuota: quel seme va nel tuo granaio e il tuo turno finisce.
rules-house-empty_capture-example = Esempio: la tua buca 1 ha 1 seme, la tua buca 2 è vuota e così quella di fronte. Gioca la buca 1: con le regole standard non si cattura nulla; con la cattura a vuoto il tuo granaio guadagna 1.
rules-house-emptier = Semi rimasti a chi ha svuotato: quando una fila è vuota, tutti i semi rimasti sul tavoliere vanno al giocatore la cui fila è vuota, invece che ciascuno tenga la propria fila.
rules-house-emptier-example = Esempio: il tuo ultimo seme, dalla buca 6, cade nel tuo granaio e la tua fila resta vuota, mentre la fila dell'avversario ha 6 semi. Con le regole standard quei 6 vanno all'avversario; con questa regola sono tuoi.
hint-take =
    l'ultimo seme porta una buca dell'avversario a 2 o 3, quindi prendi i suoi { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    }.
hint-chain =
    l'ultimo seme porta una buca dell'avversario a 2 o 3, e anche le buche prima di essa: prendi { $pits } { $pits ->
        [one] buca
       *[other] buche
    }, { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    }.
hint-feed = il tuo avversario non ha semi, quindi devi dargliene; questo è il modo migliore.
hint-reserve = la partita è quasi finita, e questa mossa tiene i tuoi semi dalla tua parte, una riserva che dura più di quella dell'avversario.
coach-why-take = prendeva { $seeds }
coach-why-chain =
    prendeva { $seeds } da { $pits } { $pits ->
        [one] buca
       *[other] buche
    }
coach-why-feed = nutriva meglio l'avversario
coach-why-reserve = teneva una riserva dalla tua parte
preview-take = Prende { $n }!
preview-chain =
    Prende { $n } da { $pits } { $pits ->
        [one] buca
       *[other] buche
    }!
preview-grand_slam = Grand slam: non prende nulla
status-must_feed = Il tuo avversario non ha semi: gioca una buca che arrivi dalla sua parte.
status-end-repetition = La posizione si è ripetuta, quindi ogni lato ha preso i semi dalla propria parte.
status-end-no_move = Nessuna mossa poteva dare semi all'altro lato, quindi ogni lato ha preso i semi dalla propria parte.
status-end-majority = È stata catturata più della metà dei semi.
new-game = Gioco:
new-game-kalah = Kalah
new-game-kalah-tip = Granai alle estremità, turni extra e catture di fronte: il gioco delle lezioni e della sfida del giorno.
new-game-oware = Oware
new-game-oware-tip = Oware (Abapa), il gioco dell'Africa occidentale e dei tornei mondiali: catturi 2 e 3 dalla parte dell'avversario.
new-oware_board = Oware: 6 buche per lato, 4 semi in ognuna. I semi catturati stanno in un vassoio accanto alla tavola.
rules-oware = Oware (Abapa)
rules-oware-title = Oware (Abapa)
rules-oware-intro = L'Oware si gioca con 6 buche per lato e 4 semi in ognuna, e non ci sono granai: i semi che catturi stanno nel tuo vassoio accanto alla tavola. Sceglilo in Gioco, in Nuova partita.
rules-oware-sow = Prendi tutti i semi di una tua buca e seminali uno per uno nelle buche seguenti, in senso antiorario lungo le due file. Una buca di 12 o più semi fa il giro della tavola e salta la buca da cui è partita a ogni giro.
rules-oware-capture = Cattura: se il tuo ultimo seme cade in una buca dell'avversario e la porta a 2 o 3, prendi quei semi; poi la buca prima di essa dalla sua parte, e quella ancora prima, finché ognuna ne ha 2 o 3.
rules-oware-grand_slam = Grand slam: una semina che prenderebbe tutti i semi dell'avversario si può giocare, ma non prende nulla.
rules-oware-feed = Nutrire: quando l'avversario non ha semi, devi giocare una buca che gliene dia. Se nessuna può, la partita finisce e prendi i semi dalla tua parte.
rules-oware-end = Vince il primo che cattura più di 24 semi; 24 a testa è patta. Se una posizione si ripete, la partita finisce e ogni giocatore prende i semi dalla propria parte.
rules-oware-values = I valori dell'analisi e della revisione contano la partita giocata fino all'ultimo seme, quindi possono differire dal punteggio finale, ma mai su chi vince.
rules-oware-example_chain-title = Esempio: una catena
rules-oware-example_chain-body = La tua buca 3 contiene 6 semi; le buche 1, 2 e 3 dell'avversario ne contengono 1, 2 e 1, e la sua buca 4 ne contiene 4. Gioca la buca 3: i semi vanno nelle tue buche 4, 5 e 6 e nelle sue buche 1, 2 e 3, che ora ne contengono 2, 3 e 2. L'ultimo seme ha portato la buca 3 a 2, quindi la prendi, e poi le buche 2 e 1 prima di essa: 7 semi.
rules-oware-example_grand_slam-title = Esempio: un grand slam
rules-oware-example_grand_slam-body = L'avversario ha 1 seme nella buca 1 e 2 nella buca 2, e nient'altro. La tua buca 6 contiene 2 semi: portano quelle buche a 2 e 3. Prenderli vorrebbe dire prendere tutti i semi dell'avversario, quindi la semina non prende nulla.
rules-oware-example_feed-title = Esempio: nutrire
rules-oware-example_feed-body = La fila dell'avversario è vuota. La tua buca 1 contiene 3 semi, che restano dalla tua parte; la tua buca 6 ne contiene 1, che gli arriva. Devi giocare la buca 6. Se nessuna buca gli arrivasse, la partita finirebbe e i semi dalla tua parte sarebbero tuoi.
rules-oware-example_repetition-title = Esempio: una ripetizione
rules-oware-example_repetition-body = Ognuno di voi ha catturato 23 semi e ha 1 seme, nella buca 6. I due semi si inseguono intorno alla tavola, e dopo 12 semine la stessa posizione si ripete. La partita finisce lì e ognuno prende il seme dalla propria parte: 24 a 24, patta.
app-tagline-oware = Oware: semina, prendi i 2 e i 3, cattura più di 24.
new-game-congklak = Congklak
new-game-congklak-tip = Congklak (congkak, dakon), il gioco di semina a staffetta di Indonesia, Malesia e Filippine: { $side ->
        [right] il tuo granaio è alla tua destra, semini in senso antiorario
       *[left] il tuo granaio è alla tua sinistra, semini in senso orario
    }, e un ultimo seme in una buca con semi li riprende e continua a seminare.
new-holes = buche per lato (con altrettanti semi in ognuna)
new-variants = Varianti:
new-lap_before_capture = catturare dopo un giro
new-pass_when_empty = passare senza semi
bar-congklak =
    Congklak · { $holes } { $holes ->
        [one] buca
       *[other] buche
    }
rules-congklak = Congklak
rules-congklak_with = Congklak con { $switches }
rules-congklak-title = Congklak
rules-congklak-intro = Il congklak si gioca con 5-9 buche per lato (7 nel gioco abituale), e ognuna parte con tanti semi quante sono le buche. La tua fila è quella più vicina a te e { $side ->
        [right] il tuo granaio è alla tua destra: semini in senso antiorario
       *[left] il tuo granaio è alla tua sinistra: semini in senso orario
    }, nel tuo granaio ma mai in quello dell'avversario. Sceglilo in Gioco, in Nuova partita.
rules-congklak-relay = Dove cade il tuo ultimo seme decide cosa segue. Nel tuo granaio: giochi di nuovo. In una buca che aveva semi, da qualunque lato: li riprendi tutti, anche l'ultimo, e continui a seminare da lì. Questa ripresa può ripetersi più volte in una mossa.
rules-congklak-capture = In una tua buca vuota: se la buca di fronte ha semi, quelli e il tuo ultimo seme vanno nel tuo granaio; in ogni caso il tuo turno finisce. In una buca vuota dell'avversario: il tuo turno finisce.
rules-congklak-end = Il round finisce quando chi deve muovere non ha semi nelle sue buche; quelli rimasti vanno al granaio del proprietario. Vince chi ha più semi.
rules-congklak-burnt = Una buca segnata con × è bruciata: nessuno vi semina né la gioca, e da essa non si cattura. Le buche si bruciano in una partita a round, quando un giocatore non riesce a riempirle di nuovo.
rules-congklak-first = Muovere per primi conta molto: un buon primo turno concatena semina dopo semina nel granaio e può prendere la maggior parte dei semi. Per questo tradizionalmente i giocatori cominciano seminando insieme.
rules-congklak-lap_before_capture = Variante, catturare dopo un giro: una tua buca vuota cattura solo se la mossa è già passata per il tuo granaio.
rules-congklak-pass_when_empty = Variante, passare senza semi: chi non ha semi nelle sue buche passa, e il round finisce solo quando tutte le buche sono vuote.
rules-congklak-example_relay-title = Esempio: una ripresa e una cattura
rules-congklak-example_relay-body = All'inizio { $side ->
        [right] semina la tua seconda buca da sinistra
       *[left] semina la tua seconda buca da destra
    }: i suoi 7 semi vanno nelle tue cinque buche seguenti, nel tuo granaio e nella prima buca dell'avversario, che ne aveva 7. Riprendi quegli 8 e continua lungo la sua fila fino alle tue prime due buche: l'ultimo cade nella buca che hai svuotato, quindi cattura gli 8 di fronte e sé stesso. Ora hai 10 semi nel granaio.
rules-congklak-example_store-title = Esempio: una ripresa fino al granaio
rules-congklak-example_store-body = La terza buca dal tuo granaio ha 1 seme e la successiva 1. Semina quel seme: cade in una buca con un seme, quindi riprendi i 2 e continui, uno nella buca accanto al granaio e l'ultimo nel granaio. Giochi di nuovo.
tab-moves = Mosse
tab-learn = Impara
tab-daily = Sfida
tab-stats = Risultati
tab-rules = Regole
dialog-close = Chiudi (Esc)
dialog-cancel = Annulla
dialog-done = Fatto
new-opponent = Il tuo avversario
new-card-easy = { $name } gioca per divertirsi
new-card-medium = { $name } gioca bene
new-card-hard = { $name } vede lontano
new-card-friends = su questo schermo
new-card-at_my_level = { $name } gioca come te
new-card-at_my_level-tip = { $name } gioca con la forza più vicina al tuo punteggio contro di lui ({ $rating }), che cambia a ogni partita di Kalah che finisci contro di lui.
new-card-at_my_level-kalah = Il tuo livello è del Kalah, dove sono state misurate le forze di { $name }.
new-more = Altre opzioni: regole della casa, orologio
new-keys = Invio comincia, Esc chiude
settings-group-animation = Animazione
settings-group-sound = Suono
settings-group-look = Aspetto
settings-group-text = Testo
settings-group-language = Lingua
bar-new_game = Nuova partita
bar-review = Analizza questa partita
bar-notices = Avvisi
bar-drawer = Mostra o nascondi il cassetto laterale
bar-menu = Altro: abbandona, ricomincia
bar-lesson = Lezione { $n } di { $total }: { $title }
bar-vs_mascot = Tu vs { $name } · { $level }
bar-two_players = Due giocatori
bar-kalah =
    Kalah · { $pits } { $pits ->
        [one] buca
       *[other] buche
    }, { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    }
coach-heading = Allenatore
welcome-heading = Benvenuto in Mancala
welcome-play = Gioca con { $name }
welcome-play-line = una prima partita amichevole
welcome-learn =
    Impara in { $n } { $n ->
        [one] lezione
       *[other] lezioni
    }
welcome-learn-line = premi la buca che brilla
welcome-daily = Sfida del giorno
welcome-later = Fammi solo vedere il tavoliere
notices-none = Niente da segnalare.
notices-clear = Svuota la lista
new-online = Online
new-card-online = amico o chiunque
bar-online = Gioca online
bar-vs_online = { $me } { $my_rating } contro { $name } { $rating }
bar-reconnecting = Riconnessione tra { $seconds } s…
bar-connecting = Connessione…
bar-draw_offered = { $name } propone la patta
bar-draw_sent = Patta proposta
bar-you = Tu
banner-online-aborted = La partita è stata annullata: troppo tempo senza semine, troppo presto per contare.
banner-online-agreed = Patta concordata.
banner-online-rating = Il tuo punteggio: { $rating }
banner-online-rematch_asked = { $name } chiede la rivincita.
banner-online-rematch_sent = Rivincita chiesta; in attesa della risposta.
banner-online-their_time = { $name } ha finito il tempo.
banner-online-they_abandoned = { $name } ha lasciato la partita ferma per due settimane e l'ha persa.
banner-online-they_resigned = { $name } ha abbandonato.
banner-online-you_abandoned = Hai lasciato la partita ferma per due settimane e l'hai persa.
banner-online-you_resigned = Hai abbandonato.
banner-online-your_time = Il tuo tempo è finito.
online-heading = Gioca online
online-server = Server
online-server-hint = host:porta, o la riga inviata da un amico
online-name = Il tuo nome
online-name-hint = come lo vedranno gli altri
online-connect = Connetti
online-host = Ospita su questo computer
online-host-about = Ospitare avvia un server nel gioco, per un amico sulla stessa rete; niente da installare.
online-host-desktop = Per ospitare una partita per un amico sulla stessa rete serve il gioco per computer: un altro computer non può raggiungere una pagina del browser.
online-host-starting = Avvio del server…
online-host-failed = Il server non è partito: { $why }
online-host-on = Ospiti su { $address }: dai questo indirizzo al tuo amico, o la riga qui sotto.
online-host-firewall = Il firewall potrebbe chiedere se Mancala può accettare connessioni: consentilo sulle reti private.
online-host-stop = Smetti di ospitare
online-state-connecting = Connessione a { $server }…
online-state-online = Connesso a { $server } come { $name } (punteggio { $rating }).
online-state-retrying = { $server } non risponde ({ $why }); nuovo tentativo tra { $seconds } s.
online-state-refused = Il server non accetta questo giocatore: { $why }
online-refused-no_game = Nessuna partita ha quel codice: forse è scritto male, o la partita è finita. Chiedi al tuo amico un nuovo link.
online-refused-closed = Quella partita è al completo, o il suo codice è scaduto (un codice dura 24 ore). Chiedi al tuo amico un nuovo link.
online-friend = Gioca con un amico
online-create = Crea una partita privata
online-create-rules = con le regole e il tavoliere della finestra Nuova partita
online-code-hint = il codice o la riga di un amico
online-join = Unisciti
online-code-give = Dai questo codice al tuo amico (vale 24 ore):
online-code-copy = Copia la riga
online-code-link = Oppure invia questo link: apre il gioco in qualsiasi browser, e anche in questo gioco.
online-code-copy_link = Copia il link
online-code-waiting = In attesa che il tuo amico entri…
online-stranger = Trova un avversario
online-casual = amichevole
online-ranked = classificata
online-control = Orologio:
online-correspondence = Per corrispondenza:
settings-group-notes = Notifiche
settings-desktop_notes = Avvisami sul desktop quando tocca a me in una partita per corrispondenza
settings-desktop_notes-browser = Una pagina non può avvisare il desktop: il titolo della scheda conta le partite in cui tocca a te, come (2) Mancala.
notes-your_move = Tocca a te contro { $name }
notes-your_move-body = { $game }, { $control }, su { $server }: restano { $left }
online-elsewhere = Su altri server ({ $n } tocca a te)
online-elsewhere-all = Le tue partite online ({ $n } tocca a te)
online-elsewhere-unreachable = { $server }: non raggiunto ({ $why })
online-elsewhere-open = Apri lì
bar-your_moves =
    Tocca a te in { $n } { $n ->
        [one] partita
       *[other] partite
    } online
online-mine = Le tue partite in corso ({ $n } tocca a te)
online-mine-your_move = tocca a te
online-mine-their_move = tocca a { $name }
online-mine-open = Apri
online-mine-shown = sulla tavola
online-control-none = nessuno
online-control-30s = 30 s a semina
online-control-blitz = 3+2
online-control-rapid = 5+5
online-control-1d = 1 giorno a semina
online-control-3d = 3 giorni a semina
online-control-7d = 7 giorni a semina
online-find = Trova avversario
online-otto-offer = Non è ancora arrivato nessuno. Otto, il computer, può giocare con te ora ({ $level }, amichevole: nessun punteggio cambia).
online-otto-play = Gioca con Otto
online-otto-now = Gioca subito con Otto
online-otto-now-tip = Una partita amichevole contro Otto, il computer, al livello più vicino al tuo punteggio
online-history =
    Il tuo punteggio a { $family } nelle ultime { $games } { $games ->
        [one] partita valida
       *[other] partite valide
    }
online-history-theirs =
    Punteggio di { $name } a { $family } nelle sue ultime { $games } { $games ->
        [one] partita valutata
       *[other] partite valutate
    }
online-family-kalah = Kalah
online-family-oware = Oware
online-family-congklak = Congklak
online-challenge = Sfida
online-challenge-toast = { $name } ti sfida: { $game }. Rispondi in Gioca online.
online-challenge-in = { $name } ti sfida: { $game }
online-challenge-out = Hai sfidato { $name }: { $game }
online-challenge-accept = Accetta
online-challenge-decline = Rifiuta
online-challenge-withdraw = Ritira
online-leaderboard = Classifica:
online-leaderboard-empty = Ancora nessuno in classifica.
online-leaderboard-rule = In classifica: un punteggio stabile (senza ?) e una partita valida negli ultimi 30 giorni.
online-leaderboard-you = Qui sei il numero { $rank }.
online-leaderboard-games =
    { $games } { $games ->
        [one] partita
       *[other] partite
    }
bar-bot = un computer
online-seeking = Ricerca di un avversario ({ $kind }, { $control })…
online-record = Partite online: { $games }
online-ratings = Punteggi: { $list } (? provvisorio)
online-result-win = vinta
online-result-loss = persa
online-result-draw = patta
online-leave = Disconnetti
online-offer_draw = Proponi la patta
online-accept_draw = Accetta la patta
online-rematch = Rivincita
online-berserk-short = Berserk
online-berserk = Berserk: metà del tuo tempo, niente incremento, e una vittoria vale uno in più
bar-watching = Guardi: { $me } { $my_rating } contro { $name } { $rating }
bar-watching_tv = TV: { $me } { $my_rating } contro { $name } { $rating }
bar-watchers =
    { $n } { $n ->
        [one] spettatore
       *[other] spettatori
    }
bar-behind =
    mostrata con { $n } { $n ->
        [one] semina
       *[other] semine
    } di ritardo
online-tab-play = Gioca
online-tab-watch = Guarda
online-tab-leaderboard = Classifica
online-tab-profile = Il tuo profilo
online-tab-challenges = Sfide
online-tab-tournaments = Tornei
online-vacation = Vacanza dalle partite per corrispondenza:
online-vacation-days =
    { $n } { $n ->
        [one] giorno
       *[other] giorni
    }
online-vacation-take = Prendila
online-vacation-back = Torna ora
online-vacation-told =
    Via fino a { $until }; restano { $left } { $left ->
        [one] giorno
       *[other] giorni
    } quest'anno
online-tournament-make = Crea un torneo privato
online-tournament-name = Nome:
online-tournament-kind-arena = Arena
online-tournament-kind-swiss = Svizzero
online-tournament-rounds = turni
online-tournament-starts_in = inizia tra
online-tournament-create = Crealo
online-tournament-make-about = Privato: si entra con il codice che riceve. Il gioco è la famiglia della finestra Nuova partita.
online-tournament-refresh = Aggiorna
online-tournament-code = Codice di un torneo privato
online-tournament-join_code = Entra con il codice
online-tournament-running = In corso
online-tournament-upcoming = In arrivo
online-tournament-finished = Conclusi
online-tournament-none = Nessuno.
online-tournament-asking = Chiedo al server…
online-tournament-open = Apri
online-tournament-back = Tutti i tornei
online-tournament-join = Partecipa
online-tournament-withdraw = Ritirati
online-tournament-arena = Arena di { $minutes } min
online-tournament-swiss =
    Svizzero di { $rounds } { $rounds ->
        [one] turno
       *[other] turni
    }
online-tournament-players =
    { $count } { $count ->
        [one] giocatore
       *[other] giocatori
    }
online-tournament-starts = inizia { $at }
online-tournament-ends = finisce { $at }
online-tournament-round = turno { $round }
online-tournament-leader = in testa: { $name }
online-tournament-private = privato, codice { $code }
online-tournament-rank = #
online-tournament-player = Giocatore
online-tournament-score = Punti
online-tournament-sheet = Partite
online-tournament-buchholz = Buchholz
online-tournament-sonneborn_berger = S-B
online-tournament-boards = Partite in corso
online-tournament-bye = Riposa questo turno: { $name }
online-tournament-you =
    #{ $rank } di { $players } · { $score } { $score ->
        [one] punto
       *[other] punti
    }
online-tournament-fire = In serie: la prossima partita vale doppio
online-tournament-earlier = +{ $n } prima
online-tournament-status-upcoming = in arrivo
online-tournament-status-running = in corso
online-tournament-status-finished = concluso
online-challenge-none = Nessuna sfida attende risposta. Sfida un giocatore dalla classifica o dal suo profilo.
online-watch-tv = TV
online-watch-tv-tip = Guarda la partita in corso col punteggio più alto, e la successiva ogni volta che finisce
online-watch-refresh = Aggiorna
online-watch-now = Guardi { $names }
online-watch-stop = Smetti di guardare
online-watch-asking = Chiedo al server le partite in corso…
online-watch-none = Nessuno sta giocando ora. Cerca un avversario, o gioca con Otto.
online-watch-ply =
    { $ply } { $ply ->
        [one] semina
       *[other] semine
    }
online-watch-watchers =
    { $n } { $n ->
        [one] spettatore
       *[other] spettatori
    }
online-watch-watch = Guarda
analysis-off_online = Disattivata in una partita online: rivedila quando è finita.
analysis-off_opening = Disattivata mentre le due mani seminano insieme: il valore di una semina conta dalla fine dell'apertura.
new-first-together = insieme
new-first-together-tip = L'inizio proprio del congklak: all'inizio di ogni round i due giocatori scelgono una buca e seminano nello stesso momento. Chi si ferma per primo muove dopo.
status-opening-choose = Scegli una buca da cui partire: tu e { $name } seminate nello stesso momento
status-opening-mascot_choosing = { $name } sta scegliendo una buca...
status-opening-again = La tua mano è arrivata al tuo granaio: scegli una buca da cui continuare
status-opening-bottom_first = Sotto: scegli una buca mentre Sopra non guarda
status-opening-top_first = Sopra: scegli una buca (quella di Sotto resta nascosta)
status-opening-bottom_again = La mano di Sotto è arrivata al suo granaio: Sotto, scegli una buca
status-opening-top_again = La mano di Sopra è arrivata al suo granaio: Sopra, scegli una buca
status-opening-sowing = Le due mani seminano insieme... (un clic o Spazio salta)
status-opening-online_wait = La tua buca è scelta: si aspetta quella di { $name } (le due si vedono insieme)
status-opening-online_theirs = { $name } ha scelto una buca: scegli la tua
status-opening-watched_first = I due giocatori scelgono in segreto una buca da cui partire
bar-round = round { $n }
bar-round_score = round { $n } ({ $south }–{ $north })
banner-round-you_win = Vinci il round!
banner-round-mascot_wins = { $name } vince il round
banner-round-bottom_wins = La fila in basso vince il round!
banner-round-top_wins = La fila in alto vince il round!
banner-round-draw = Il round finisce in parità
banner-round-next = Round successivo
banner-round-online_next = Round successivo tra { $n } s
banner-round-burnt_vs = Buche bruciate nel prossimo round: tue { $south }, di { $name } { $north }
banner-round-burnt = Buche bruciate nel prossimo round: in basso { $south }, in alto { $north }
banner-rounds_vs = Round vinti: tu { $south }, { $name } { $north }
banner-rounds = Round vinti: in basso { $south }, in alto { $north }
banner-match-you_win = Vinci l'incontro!
banner-match-mascot_wins = { $name } vince l'incontro
banner-match-bottom_wins = La fila in basso vince l'incontro!
banner-match-top_wins = La fila in alto vince l'incontro!
banner-match-you_cannot_fill = Non riesci a riempire nemmeno una buca.
banner-match-mascot_cannot_fill = { $name } non riesce a riempire nemmeno una buca.
banner-match-bottom_cannot_fill = La fila in basso non riesce a riempire nemmeno una buca.
banner-match-top_cannot_fill = La fila in alto non riesce a riempire nemmeno una buca.
banner-match-new = Nuovo incontro
board-in_hand = { $n } in mano
moves-pit-hole = buca { $pit }
hint-play-hole = Gioca la buca { $pit }:
status-your_turn-hole = Tocca a te: clicca una buca della fila in basso
status-empty_pit-hole = Quella buca è vuota: scegline una con dei semi.
review-move-hole = Semina { $number }: { $name }, buca { $pit }
review-best_was-hole = La migliore era la buca { $pit } ({ $value }).
rules-congklak-together = Iniziare insieme: con la prima mossa su «insieme», ogni giocatore sceglie una buca ed entrambi seminano nello stesso momento, un seme ciascuno alla volta. Una mano il cui ultimo seme cade nel proprio granaio si ferma finché il suo giocatore non sceglie un'altra buca; una mano che si ferma altrove ha finito. Muove dopo il giocatore la cui mano ha finito per prima, e il round prosegue a turni.
rules-congklak-rounds = Round: quando un round finisce, ogni giocatore riempie di nuovo le sue buche dal proprio granaio, con tanti semi per buca quanti all'inizio, dalla buca accanto al granaio verso l'esterno. Le buche che non si possono riempire restano bruciate per il round, e i semi avanzati restano nel granaio. Chi vince un round inizia il successivo (a meno che non iniziate insieme); l'incontro finisce quando un giocatore non riesce a riempire nemmeno una buca.
mistakes-heading = I tuoi errori: { $due } da rivedere oggi
mistakes-count =
    { $all } { $all ->
        [one] problema tratto
       *[other] problemi tratti
    } dalle tue partite: ognuno una posizione in cui una tua semina ha regalato semi, con la risposta dimostrata.
mistakes-rating = Punteggio problemi: { $rating }
mistakes-finding = Partite ancora da esaminare in cerca dei tuoi errori: { $games }
mistakes-none_yet = Finisci una partita contro Otto, un amico oppure online: ogni tuo errore o svista grave diventa qui un problema, con la risposta dimostrata.
mistakes-all_done = Niente da rivedere ora. Il prossimo problema torna tra { $when }.
mistakes-start = Risolvi i tuoi errori
mistakes-find = Trova la semina che mantiene { $value }
mistakes-source =
    Dalla tua partita { $against } del { $date }, semina { $number }: hai giocato la buca { $played } e regalato { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    }.
mistakes-against-otto = contro { $name } ({ $level })
mistakes-against-online = contro { $name } online
mistakes-against-friend = tra due giocatori su questo schermo
mistakes-kept = ✔ La buca { $pit } lo mantiene, perché { $why }.
mistakes-lost =
    ✘ La buca { $pit } regala { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    }. La buca { $best } lo mantiene, perché { $why }.
mistakes-rating_moved = Punteggio problemi: { $rating } ({ $change })
mistakes-back_in = Questo problema torna tra { $when }.
mistakes-show_answer = Mostra la risposta
mistakes-bar = Il tuo errore come problema
mistakes-next = Problema successivo
mistakes-stop = Smetti
mistakes-minutes = { $n } min
mistakes-hours = { $n } h
mistakes-days =
    { $n } { $n ->
        [one] giorno
       *[other] giorni
    }
new-fair = Partenza equa:
new-fair-usual = la solita
new-fair-usual-tip = La solita partenza: con gioco perfetto il primo giocatore vince di 8 semi.
new-fair-pie = regola della torta
new-fair-pie-tip = Dopo il primo turno del primo giocatore, il secondo può prendersi quel lato. Quindi apri con un turno che non ti dispiaccia farti prendere.
new-fair-balanced = partenza bilanciata
new-fair-balanced-tip = Una di poche posizioni iniziali di 48 semi che il risolutore ha dimostrato valere esattamente zero per il primo giocatore, con tutte le buche giocabili.
new-fair-balanced-standard = Le partenze bilanciate sono per 6 buche da 4 semi con le regole standard.
pie-take = Prendi il suo lato
pie-take-hint = La regola della torta: prendi il lato che ha appena giocato il suo primo turno; l'altro giocatore gioca allora il tuo, e muove lui.
pie-offered = Regola della torta: semina, oppure prendi l'altro lato (⇅ sulla barra).
pie-taken_by_mascot = { $name } ha preso il tuo lato: ora giochi l'altro, tocca a te.
pie-taken = Lati scambiati: il tavoliere è girato, e ogni giocatore semina la fila davanti a sé.
tab-explorer = Esplora
explorer-heading = Esploratore delle aperture
explorer-to_move-south = Muove Sud (la fila in basso).
explorer-to_move-north = Muove Nord (la fila in alto).
explorer-working = Calcolo del valore di ogni semina...
explorer-column-pit = Gioca
explorer-column-value = Valore
explorer-column-yours = Tue
explorer-column-online = Online
explorer-pit = Buca { $pit }
explorer-play_tip = Gioca questa semina su una scacchiera di analisi
explorer-games = { $games } · { $score }%
explorer-legend = Valore: il margine finale per chi muove dopo questa semina, se entrambi giocano alla perfezione; ~ indica una stima. Tue e Online: le partite che l'hanno giocata qui · la quota di punti ottenuta.
explorer-offline = Le partite del server compaiono qui quando sei online.
explorer-asking = Chiedo al server...
explorer-online_games = Online: le partite finite del server.
explorer-off_daily = Disattivato durante il puzzle del giorno.
explorer-off_lesson = Disattivato durante una lezione.
explorer-off_mistake = Disattivato mentre risolvi un puzzle dei tuoi errori.
explorer-off_congklak = I turni del Congklak e del Sungka iniziano con due mani insieme, e nulla dimostra le posizioni dell'Ô ăn quan: non c'è un'apertura da esplorare.
explorer-off_vs_mascot = Disattivato mentre giochi contro { $name }, per non barare: si apre a partita finita.
explorer-off_online = Disattivato durante una partita online: si apre a partita finita.
otto-study-title = { $name } studia i finali dell'Oware
otto-study-kept =
    Conosce già ogni posizione con al massimo { $seeds } { $seeds ->
        [one] seme
       *[other] semi
    } nelle buche; { $target } quando avrà finito. Resta salvato per tutte le partite successive.

# Sungka (docs/congklak.md, "Sungka").
new-game-sungka = Sungka
new-game-sungka-tip = Sungka, il fratello filippino del Congklak: la stessa tavola di 7 buche e la semina a staffetta, ma chi ha tutte le buche vuote passa, e una cattura prende solo i semi di fronte.
new-capture_own_seed = cattura con il proprio seme
bar-sungka =
    Sungka · { $holes } { $holes ->
        [one] buca
       *[other] buche
    }
rules-sungka = Sungka
rules-sungka_with = Sungka con { $switches }
rules-sungka-title = Sungka
rules-sungka-intro = Il sungka è il gioco della famiglia delle Filippine, fratello del Congklak: due file di 7 buche (se ne possono scegliere da 5 a 9), 7 semi in ciascuna e un granaio a ogni estremità. La tua fila è quella più vicina a te e { $side ->
        [right] il tuo granaio è alla tua destra: semini in senso antiorario
       *[left] il tuo granaio è alla tua sinistra: semini in senso orario
    }, nel tuo granaio ma mai in quello dell'avversario. Sceglilo in Gioco, in Nuova partita.
rules-sungka-capture = In una tua buca vuota: se la buca di fronte ha semi, vanno nel tuo granaio e il tuo ultimo seme resta dove è caduto; in ogni caso il tuo turno finisce. In una buca vuota dell'avversario: il tuo turno finisce.
rules-sungka-end = Chi ha tutte le buche vuote passa e l'altro continua a giocare; il turno di gioco finisce quando tutte le buche sono vuote. Vince chi ha più semi.
rules-sungka-capture_own_seed = Variante, cattura con il proprio seme: il seme che cattura va nel tuo granaio con quelli di fronte, come nel Congklak.
rules-sungka-example_capture-title = Esempio: una cattura
rules-sungka-example_capture-body = La tua prima buca ha 1 seme e la seconda è vuota, di fronte a una buca dell'avversario con 5. Semina l'1: cade nella buca vuota, quindi i 5 di fronte vanno nel tuo granaio, il tuo seme resta nella sua buca e il tuo turno finisce.
online-family-sungka = Sungka
online-family-oanquan = Ô ăn quan
new-game-oanquan = Ô ăn quan
new-game-oanquan-tip = Ô ăn quan, il gioco della famiglia del Vietnam: 5 caselle per lato tra due caselle del mandarino, e scegli tu in che verso va ogni semina.
new-quan_board = Ô ăn quan: 5 caselle per lato con 5 cittadini in ognuna, e un mandarino a ogni estremità. Ciò che catturi sta in un vassoio accanto alla tavola.
new-small_mandarin = mandarino che vale 5
rules-oanquan = Ô ăn quan
rules-oanquan_with = Ô ăn quan con { $switches }
rules-oanquan-title = Ô ăn quan
rules-oanquan-intro = L'Ô ăn quan è il gioco della famiglia del Vietnam: due file di 5 caselle con 5 cittadini (semi piccoli) in ognuna e, a ogni estremità, una casella del mandarino a mezzaluna con il suo mandarino, un pezzo grande che vale 10 cittadini. Le caselle del mandarino non sono di nessuno e non ci sono granai: ciò che catturi sta nel tuo vassoio accanto alla tavola. La tua fila è quella più vicina a te.
rules-oanquan-sow = Scegli una delle tue caselle e un verso: clicca la metà sinistra o destra della casella, oppure premi il suo numero e poi ← o →. I suoi cittadini vengono seminati uno alla volta nelle caselle successive in quel verso, attorno alla tavola, comprese le caselle del mandarino.
rules-oanquan-relay = Poi decide la casella dopo l'ultimo cittadino. Se contiene cittadini, li raccogli tutti e continui a seminare nello stesso verso. Se è una casella del mandarino, il tuo turno finisce.
rules-oanquan-capture = Se è vuota, catturi la casella dopo: i suoi cittadini, e il suo mandarino se è una casella del mandarino. Finché la casella dopo quella catturata è vuota e la successiva contiene qualcosa, catturi anche quella. Due caselle vuote di fila chiudono il tuo turno.
rules-oanquan-refill = Quando al tuo turno le tue cinque caselle sono tutte vuote, prima di seminare rimetti un cittadino catturato in ognuna. Se ne hai meno di cinque, prendi in prestito gli altri dall'avversario e glieli restituisci alla fine.
rules-oanquan-end = La partita finisce quando sono stati catturati entrambi i mandarini e i cittadini delle loro caselle, oppure quando una fila è vuota e non si può riempire di nuovo: ogni giocatore prende allora i cittadini delle proprie caselle. Un mandarino vale 10, un cittadino 1; vince chi ne ha di più.
rules-oanquan-small_mandarin = Variante, mandarino che vale 5: alcuni giocatori contano un mandarino come 5 cittadini.
rules-oanquan-example_chain-title = Esempio: una catena di catture
rules-oanquan-example_chain-body = La tua casella 2 ha 2 cittadini, la tua casella 5 è vuota e la casella del mandarino dopo di essa ha ancora il suo mandarino. La casella 1 dell'avversario è vuota e la sua casella 2 ne ha 4. Semina la casella 2 verso destra: un cittadino nelle tue caselle 3 e 4. La tua casella 5, dopo l'ultimo, è vuota, quindi catturi la casella del mandarino che segue. Dopo di essa la casella 1 dell'avversario è vuota e la sua casella 2 ne ha 4: catturi anche quelli. La sua casella 3 ha cittadini, quindi la catena si ferma: il mandarino e 4 cittadini, 14 in tutto.
rules-oanquan-example_refill-title = Esempio: riempire una fila vuota
rules-oanquan-example_refill-body = Le tue cinque caselle sono vuote; hai catturato 3 cittadini e l'avversario 6. Prima di seminare, un cittadino va in ognuna delle tue caselle: i tuoi 3 e 2 presi in prestito dall'avversario, che gli devi alla fine della partita.
status-your_turn-square = Tocca a te: clicca la metà sinistra o destra di una tua casella
status-empty_pit-square = Quella casella è vuota: scegline una con cittadini.
status-picked_square = Casella { $pit }: premi ← o → per seminarla in quel verso, o Esc per sceglierne un'altra.
moves-pit-square = casella { $pit }
hint-play-square = Gioca la casella { $pit }:
review-move-square = Semina { $number }: { $name }, casella { $pit }
review-best_was-square = La migliore era la casella { $pit } ({ $value }).
preview-quan_capture = Prende { $n } { $n ->
        [one] cittadino
       *[other] cittadini
    }!
preview-quan_mandarin = Prende { $mandarins ->
        [1] un mandarino
       *[other] entrambi i mandarini
    }{ $n ->
        [0] {""}
        [one] {" "}e 1 cittadino
       *[other] {" "}e { $n } cittadini
    }!
status-end-mandarins = Entrambi i mandarini sono stati catturati, quindi ogni lato ha preso i cittadini delle proprie caselle.
status-end-no_refill = Una fila era vuota e i cittadini catturati non bastavano a riempirla di nuovo, quindi ogni lato ha preso i cittadini delle proprie caselle.
lesson-sungka-title = Sungka
lesson-sungka-step1 = Nel Sungka il tuo ultimo seme decide cosa segue. La tua buca 2 ha 1 seme e la buca 3 ne ha 4. Premi la buca 2: il suo seme finisce nella buca 3, che ha semi, quindi li raccogli tutti e 5 e continui a seminare.
lesson-sungka-step2 = La tua buca 1 ha 1 seme e la tua buca 2 è vuota, di fronte a 8 semi. Premi la buca 1.
lesson-sungka-done = Un ultimo seme in una buca con semi viene raccolto con loro e si continua a seminare; nel tuo granaio, giochi di nuovo; in una tua buca vuota, prende i semi di fronte, e nel Sungka resta nella sua buca.
lesson-oanquan-title = Ô ăn quan
lesson-oanquan-step1 = Nell'Ô ăn quan scegli tu in che verso seminare. Semina la casella 3 verso sinistra: premi la metà sinistra della casella che brilla, e guarda cosa contiene la casella dopo ogni ultimo cittadino.
lesson-oanquan-step2 = La tua casella 2 ha 2 cittadini e la tua casella 5 è vuota, prima della casella del mandarino. Semina la casella 2 verso destra: premi la metà destra della casella che brilla.
lesson-oanquan-done = Dopo il tuo ultimo cittadino, una casella con cittadini viene raccolta e si continua a seminare; una casella vuota cattura quella dopo, e la cattura prosegue una sì e una no finché si alternano. Un mandarino vale 10.
outcome-capture_across = Il tuo ultimo seme è finito nella tua buca vuota { $pit }: i { $seeds } semi di fronte sono andati nel tuo granaio, e il tuo seme resta nella sua buca.
outcome-taken = La casella dopo il tuo ultimo cittadino era vuota, quindi hai catturato ciò che veniva dopo: { $seeds } { $seeds ->
        [one] cittadino
       *[other] cittadini
    }{ $mandarins ->
        [0] {""}
        [1] {" "}e un mandarino
       *[other] {" "}e entrambi i mandarini
    }.
where-capture_across = nella tua buca vuota { $pit }, catturando i { $seeds } di fronte
where-taken = catturando { $seeds } { $seeds ->
        [one] cittadino
       *[other] cittadini
    }{ $mandarins ->
        [0] {""}
        [1] {" "}e un mandarino
       *[other] {" "}e entrambi i mandarini
    }
wrong-empty-hole = La buca { $pit } è vuota: non c'è niente da seminare. Premi la buca { $want }, quella che brilla.
wrong-elsewhere-hole = La buca { $pit } finirebbe { $where }. Questo passo riguarda la buca { $want }, quella che brilla: premila e guarda.
wrong-empty-square = La casella { $pit } è vuota: non c'è niente da seminare. Semina la casella { $want }, quella che brilla.
wrong-elsewhere-square = La casella { $pit } finirebbe { $where }. Questo passo riguarda la casella { $want }, quella che brilla: seminala e guarda.
outcome-own_pit-hole = Il tuo ultimo seme è finito nella tua buca { $pit }; ora toccherebbe all'altro giocatore.
outcome-other_pit-hole = Il tuo ultimo seme è finito nella buca { $pit } della fila in alto; ora toccherebbe all'altro giocatore.
outcome-own_pit-square = Il tuo ultimo cittadino è finito nella tua casella { $pit } e il turno è finito; ora toccherebbe all'altro giocatore.
outcome-other_pit-square = Il tuo ultimo cittadino è finito nella casella { $pit } della fila in alto e il turno è finito; ora toccherebbe all'altro giocatore.
where-own_pit-hole = nella tua buca { $pit }
where-other_pit-hole = nella buca { $pit } della fila in alto
where-own_pit-square = nella tua casella { $pit }
where-other_pit-square = nella casella { $pit } della fila in alto

## Ciò che un lettore di schermo sente della tavola: nome e conteggio di ogni casella, e ciò che viene annunciato.
voice-board = Tavola
voice-you = tu
voice-bottom = sotto
voice-top = sopra
voice-pit = { $whose ->
    [you] La tua buca { $pit }
    [bottom] Buca { $pit } di sotto
    [top] Buca { $pit } di sopra
   *[named] Buca { $pit } di { $name }
}
voice-pit-hole = { $whose ->
    [you] La tua buca { $pit }
    [bottom] Buca { $pit } di sotto
    [top] Buca { $pit } di sopra
   *[named] Buca { $pit } di { $name }
}
voice-pit-square = { $whose ->
    [you] La tua casella { $pit }
    [bottom] Casella { $pit } di sotto
    [top] Casella { $pit } di sopra
   *[named] Casella { $pit } di { $name }
}
voice-store = { $whose ->
    [you] Il tuo granaio
    [bottom] Granaio di sotto
    [top] Granaio di sopra
   *[named] Granaio di { $name }
}
voice-tray = { $whose ->
    [you] Le tue catture
    [bottom] Catture di sotto
    [top] Catture di sopra
   *[named] Catture di { $name }
}
voice-mandarin_square = { $where ->
    [left] Casella del mandarino a sinistra
   *[right] Casella del mandarino a destra
}
voice-seeds = { $n ->
    [one] 1 seme
   *[other] { $n } semi
}
voice-citizens = { $n ->
    [one] 1 cittadino
   *[other] { $n } cittadini
}
voice-burnt = bruciata
voice-worth = vale { $n }
voice-mandarin_there = con il suo mandarino
voice-mandarin_taken = senza il suo mandarino
voice-way = { $square }: semina { $way ->
    [left] verso sinistra
   *[right] verso destra
}
voice-last_seed = Ultimo seme: { $cell }.
voice-sowed = { $whose ->
    [you] Hai seminato la buca { $pit }.
    [bottom] Sotto ha seminato la buca { $pit }.
    [top] Sopra ha seminato la buca { $pit }.
   *[named] { $name } ha seminato la buca { $pit }.
}
voice-sowed-hole = { $whose ->
    [you] Hai seminato la buca { $pit }.
    [bottom] Sotto ha seminato la buca { $pit }.
    [top] Sopra ha seminato la buca { $pit }.
   *[named] { $name } ha seminato la buca { $pit }.
}
voice-sowed-square = { $whose ->
    [you] Hai seminato la casella { $pit }
    [bottom] Sotto ha seminato la casella { $pit }
    [top] Sopra ha seminato la casella { $pit }
   *[named] { $name } ha seminato la casella { $pit }
} { $way ->
    [left] verso sinistra.
   *[right] verso destra.
}
voice-score = Punteggio: { $bottom } { $south }, { $top } { $north }.
voice-your_turn = Tocca a te.
voice-both_hands = Le due mani hanno seminato.
voice-new_game = Nuova partita.
voice-puzzle = Il problema di oggi.
voice-undone = Mossa annullata.
voice-redone = Mossa ripetuta.
voice-next_round = Round successivo.
voice-sides_swapped = Lati scambiati.
voice-back_to_game = Di nuovo alla partita.
voice-key = Tasto { $key }.
