# Español.
app-tagline = Kalah: siembra, captura, llena tu almacén.
notice-bad_file = No se pudo leer { $file } ({ $why }). Se guardó como { $backup } y se usan los valores por defecto.
notice-cannot_save = No se pudo guardar { $file }: { $why }
new-heading = Nueva partida
new-two_players = Dos jugadores
new-first = Empieza:
new-first-me = yo
new-first-bottom = abajo
new-first-top = arriba
new-first-random = al azar
store-you = Tú
store-bottom = Abajo
store-top = Arriba
settings-theme = Tema:
theme-light = claro
theme-dark = oscuro
theme-high_contrast = alto contraste
settings-stones = Piedras:
stones-jewels = colores de joya
stones-colour_blind = para daltónicos
settings-reduce_motion = Reducir movimiento
settings-relay_store_right = Congklak y Sungka: almacenes a la derecha
settings-relay_store_right-tip = Dibuja los tableros de Congklak y Sungka con cada almacén a la derecha de su jugador, sembrados en sentido contrario a las agujas del reloj, como algunos tableros de Filipinas. Las reglas son las mismas.
settings-ui_scale = Tamaño del texto
settings-fullscreen = Pantalla completa: F11
new-seeds = semillas por hoyo
new-start = Empezar
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-perfect = Perfecto
level-at_my_level = Tu nivel
game-daily = Reto diario del { $date }, dificultad { $stars }
game-teach = Enséñame
game-teach-thinking = Buscando una buena jugada...
game-undo = Deshacer
game-redo = Rehacer
game-resign = Rendirse
game-restart = Reiniciar
hint-play = Juega el hoyo { $pit }:
hint-extra_turn = la última semilla cae en tu almacén, así que vuelves a jugar.
hint-extra_turn_chain = la última semilla cae en tu almacén, así que vuelves a jugar, y pueden seguir más turnos extra ({ $then } seguidos).
hint-capture =
    la última semilla cae en un hoyo tuyo vacío y captura: { $seeds } { $seeds ->
        [one] semilla va
       *[other] semillas van
    } a tu almacén.
hint-relays-one = las semillas se levantan y se siembran de nuevo una vez
hint-relays-many =
    las semillas se levantan y se siembran de nuevo { $n } { $n ->
        [one] vez
       *[other] veces
    }
hint-relay_to_store = { $relays }, y la última cae en tu almacén, así que vuelves a jugar.
hint-relay_to_store_chain = { $relays }, y la última cae en tu almacén, así que vuelves a jugar, y pueden seguir más turnos extra ({ $then } seguidos).
hint-relay_capture =
    { $relays }, y la última cae en un hoyo tuyo vacío y captura: { $seeds } { $seeds ->
        [one] semilla va
       *[other] semillas van
    } a tu almacén.
hint-protect =
    tu rival podría capturar las { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } de tu hoyo { $pit } en su próximo turno; esta jugada lo impide.
hint-keep = la partida casi termina, y esta jugada mantiene tus semillas de tu lado, donde cuentan para ti.
hint-squares =
    un cuadro vacío sigue al último ciudadano, así que tomas { $squares ->
        [1] el cuadro de después
       *[other] { $squares } cuadros, uno sí y otro no
    }: { $citizens } { $citizens ->
        [one] ciudadano
       *[other] ciudadanos
    }{ $mandarins ->
        [0] {""}
        [1] {" "}y un mandarín
       *[other] {" "}y los dos mandarines
    }.
hint-guard = tu rival podría capturar { $seeds } en su próximo turno (un mandarín por su valor); esta jugada lo impide.
hint-calculation = es la mejor jugada según el cálculo.
hint-value-win = Con juego perfecto ganas por { $n }.
hint-value-lose = Con juego perfecto pierdes por { $n }.
hint-value-draw = Con juego perfecto es un empate.
analysis-heading = Análisis
analysis-show = Mostrar el valor de cada hoyo jugable
analysis-off_vs_mascot = Apagado en las partidas contra { $name }, para que no sea trampa: úsalo en una partida de dos jugadores.
analysis-off_daily = Apagado durante el reto diario.
analysis-off_lesson = Apagado durante una lección: la lección ilumina el hoyo que hay que jugar.
analysis-legend = Cada número es la diferencia final para quien mueve si ambos juegan perfecto después de ese hoyo. ~ marca una estimación que aún se está demostrando.
analysis-legend-browser = En un navegador el solucionador solo tiene una tabla de finales pequeña y no guarda pruebas entre visitas: los valores se demuestran más despacio que en el juego de escritorio.
analysis-proving = Demostrando...
analysis-proved = Todos los valores están demostrados.
daily-heading = Reto diario
daily-goal = Un final con victoria demostrada: gana a un rival perfecto. Juegas con la fila de abajo.
daily-today = Hoy, { $date }
daily-preparing = Preparando los retos...
daily-play = Jugar
daily-retry = Intentar de nuevo
daily-restart = Empezar de nuevo
daily-status-new = sin intentar
daily-status-won = resuelto (intentos: { $tries })
daily-status-lost = aún sin resolver (intentos: { $tries })
daily-status-playing = en el tablero ahora
daily-streak = Racha: { $days } (mejor { $best })
daily-share = Copiar línea para compartir
daily-copied = Copiado al portapapeles.
daily-share_line = Reto diario de Mancala { $date } { $stars }: resuelto (intentos: { $tries }). Racha: { $streak }.
daily-share_line_unsolved = Reto diario de Mancala { $date } { $stars }: aún sin resolver (intentos: { $tries }).
daily-past = Últimos 30 días
daily-solved_banner = ¡Reto resuelto!
daily-failed_banner = Esta vez no
stats-heading = Estadísticas
stats-game = Partida
stats-won = Ganadas
stats-drawn = Empates
stats-lost = Perdidas
stats-best = Mejor
stats-best-tip = Tu mayor diferencia al ganar, en semillas (entre dos personas: la mayor diferencia).
stats-vs = { $name } · { $level }
stats-two_players = Dos jugadores
stats-two_players_note = Dos jugadores: Ganadas cuenta las de la fila de abajo, Perdidas las de la fila de arriba.
stats-daily = Retos diarios resueltos: { $won }; racha { $streak }, mejor { $best }
stats-none = Aún no has terminado ninguna partida.
stats-against_otto = Tu puntuación contra { $name }: { $rating } ± { $deviation } ({ $games } partidas)
stats-against_otto-tip = De cada partida de Kalah contra { $name }, cada nivel suyo con la puntuación medida en su grupo. «Tu nivel» juega con la fuerza más cercana.
settings-heading = Ajustes
settings-speed = Velocidad:
speed-instant = instantánea
speed-fast = rápida
speed-normal = normal
speed-slow = lenta
settings-mute = Silenciar (M)
status-your_turn = Tu turno: haz clic en un hoyo de la fila de abajo
status-mascot_turn = Turno de { $name }
status-mascot_thinking = { $name } está pensando...
status-bottom_turn = Mueve la fila de abajo
status-top_turn = Mueve la fila de arriba
status-empty_pit = Ese hoyo está vacío: elige uno con semillas.
status-your_row = Tus hoyos son la fila de abajo.
status-bottom_row_turn = Es el turno de la fila de abajo.
status-top_row_turn = Es el turno de la fila de arriba.
status-you_win = ¡Ganas, { $south } : { $north }!
status-mascot_wins = Gana { $name }, { $south } : { $north }
status-draw = Empate, { $south } : { $north }
status-bottom_wins = ¡Gana la fila de abajo, { $south } : { $north }!
status-top_wins = ¡Gana la fila de arriba, { $south } : { $north }!
status-you_resigned = Te rendiste.
status-bottom_resigned = La fila de abajo se rindió.
status-top_resigned = La fila de arriba se rindió.
preview-extra_turn = ¡Turno extra!
preview-capture = ¡Captura { $n }!
preview-relay = 1 relevo
preview-relays =
    { $n } { $n ->
        [one] relevo
       *[other] relevos
    }
banner-you_win = ¡Ganaste!
banner-mascot_wins = Gana { $name }
banner-draw = Empate
banner-bottom_wins = ¡Gana la fila de abajo!
banner-top_wins = ¡Gana la fila de arriba!
banner-score_vs = Tú { $south } : { $north } { $name }
banner-score = Abajo { $south } : { $north } Arriba
banner-again = Jugar otra vez
mascot-capture-1 =
    ¡Mías! { $n } { $n ->
        [one] semilla
       *[other] semillas
    }.
mascot-capture-2 = Me llevo esas { $n }.
mascot-capture-3 = A mi almacén: ¡{ $n }!
mascot-extra-1 = ¡Otro turno para mí!
mascot-extra-2 = Justo en mi almacén. ¡Otra vez!
mascot-extra-3 = Ja, vuelvo a jugar.
mascot-ouch-1 = ¡Oh no, mis semillas!
mascot-ouch-2 = Oye, esas eran mías...
mascot-ouch-3 = Ay. Buena captura.
mascot-nice-1 = Bien: vuelves a jugar.
mascot-nice-2 = Un turno extra, bien visto.
mascot-win = ¡Gano yo, { $mine } a { $yours }! ¿Otra?
mascot-lose = ¡Me ganaste! Bien jugado.
mascot-draw = ¡Empate! ¿Otra?
mascot-puzzle = ¿Puedes ganarme desde aquí?
rules-heading = Reglas
rules-board = El tablero tiene dos filas de seis hoyos y un almacén en cada extremo. Tu fila es la más cercana a ti, y tu almacén está a tu derecha. Cada hoyo empieza con el mismo número de semillas (4 en la partida estándar).
rules-sow = En tu turno, elige uno de tus hoyos que tenga semillas. Tómalas todas y siémbralas una a una en los hoyos siguientes, en sentido antihorario: por tu fila hasta tu almacén, luego en los hoyos del rival, y vuelta a empezar. El almacén del rival se salta. Con semillas suficientes para dar la vuelta completa (13 o más), el hoyo que vaciaste también recibe una semilla.
rules-extra = Turno extra: si tu última semilla cae en tu propio almacén, vuelves a jugar, tantas veces como ocurra.
rules-capture = Captura: si tu última semilla cae en un hoyo vacío de tu lado y el hoyo de enfrente tiene semillas, esa semilla y todas las de enfrente van a tu almacén, y tu turno termina. Si el hoyo de enfrente está vacío, no se captura nada.
rules-end = Final: en cuanto una de las filas queda vacía, la partida termina, y cada jugador suma a su almacén las semillas que quedan en su fila. Gana quien tenga más semillas; si hay las mismas, es empate. (Como red de seguridad, la partida también termina así tras 400 siembras.)
rules-example_extra-title = Ejemplo: un turno extra
rules-example_extra-body = Al empezar, tu hoyo 3 (contando desde tu izquierda) tiene 4 semillas. Al sembrarlo cae una semilla en cada uno de los hoyos 4, 5 y 6, y la cuarta en tu almacén: vuelves a jugar.
rules-example_capture-title = Ejemplo: una captura
rules-example_capture-body = Tu hoyo 2 tiene 1 semilla, tu hoyo 3 está vacío, y el hoyo del rival de enfrente tiene 5 semillas. Juega el hoyo 2: la semilla cae en el hoyo 3 vacío y captura. 1 + 5 = 6 semillas van a tu almacén.
rules-faq-heading = Preguntas
rules-faq-store-q = ¿Alguna semilla va al almacén del rival?
rules-faq-store-a = No. La siembra se salta el almacén del rival; solo llenas el tuyo.
rules-faq-leftover-q = ¿Quién se queda las semillas que sobran al final?
rules-faq-leftover-a = Cada jugador se queda las semillas que siguen en su propia fila: van a su almacén cuando termina la partida.
rules-faq-first-q = ¿Quién empieza?
rules-faq-first-a = Lo eliges al empezar una partida: tú, { $name } o al azar. Empezar es una pequeña ventaja: con juego perfecto el primer jugador gana la partida estándar por 8 semillas.
learn-heading = Lecciones
learn-start = Empezar
learn-again = Otra vez
learn-progress =
    { $done } de { $total } { $total ->
        [one] lección
       *[other] lecciones
    } hechas, { $won } { $won ->
        [one] desafío ganado
       *[other] desafíos ganados
    }.
learn-step = Lección: { $title }, paso { $n } de { $total }
learn-next = Siguiente
learn-stop = Dejar la lección
learn-challenge = Ahora un pequeño desafío: gana a { $name } desde una posición preparada.
learn-challenge-play = Jugar el desafío
learn-challenge-playing = Desafío: gana a { $name } (Fácil) desde aquí. Juegas la fila de abajo.
learn-challenge-won = ¡Has ganado el desafío!
learn-challenge-lost = Esta vez no: esta posición se puede ganar. ¿Otra vez?
learn-challenge-again = Intentarlo otra vez
outcome-own_store = Tu última semilla cayó en tu almacén: vuelves a jugar.
outcome-capture = Tu última semilla cayó en tu hoyo vacío { $pit }: ella y las semillas de enfrente, { $seeds } en total, fueron a tu almacén.
outcome-own_pit = Tu última semilla cayó en tu hoyo { $pit }; ahora le tocaría al otro jugador.
outcome-other_pit = Tu última semilla cayó en el hoyo { $pit } de la fila de arriba; ahora le tocaría al otro jugador.
outcome-mandarin = Tu última semilla cayó en un cuadro de mandarín; ahora le tocaría al otro jugador.
outcome-game_over = Una fila está vacía, así que la partida termina: las semillas que quedan en cada fila van al almacén de esa fila.
wrong-empty = El hoyo { $pit } está vacío: no hay nada que sembrar. Pulsa el hoyo { $want }, el que brilla.
wrong-elsewhere = El hoyo { $pit } acabaría { $where }. Este paso trata del hoyo { $want }, el que brilla: púlsalo y mira.
where-own_store = en tu almacén, con otro turno
where-capture = en tu hoyo vacío { $pit }, capturando { $seeds }
where-own_pit = en tu hoyo { $pit }
where-other_pit = en el hoyo { $pit } de la fila de arriba
where-mandarin = en un cuadro de mandarín
where-game_over = la partida
lesson-sowing-title = Sembrar
lesson-sowing-step1 = Tus hoyos son la fila de abajo y tu almacén está a la derecha. Una jugada toma todas las semillas de uno de tus hoyos y las deja caer una a una hacia la derecha. Pulsa el hoyo 1.
lesson-sowing-step2 = Las semillas pasan por tu almacén y siguen por la fila de arriba, en sentido antihorario; solo se salta el almacén del rival. Pulsa el hoyo 6.
lesson-sowing-done = Una jugada no es más que eso: tomar todas las semillas de un hoyo y dejar una en cada hoyo del camino.
lesson-extra_turn-title = El turno extra
lesson-extra_turn-step1 = El hoyo 3 tiene 4 semillas y está a 4 pasos de tu almacén. Cuenta con él: pulsa el hoyo 3.
lesson-extra_turn-done = Cuando tu última semilla cae en tu almacén, vuelves a jugar. Cuenta los pasos hasta tu almacén antes de sembrar.
lesson-chain-title = Encadenar turnos extra
lesson-chain-step1 = La apertura más fuerte empieza con un turno extra: pulsa el hoyo 3.
lesson-chain-step2 = Vuelves a jugar. Ahora el hoyo 6 deja una semilla en tu almacén y el resto en la fila de arriba, la continuación habitual: pulsa el hoyo 6.
lesson-chain-step3 = Los turnos extra se encadenan. El hoyo 6 tiene 1 y el 4 tiene 3: los dos llegan justo a tu almacén. Empieza por el más cercano al almacén: pulsa el hoyo 6.
lesson-chain-step4 = ¡Otra vez! El hoyo 4 tiene 3 y está a 3 pasos: pulsa el hoyo 4.
lesson-chain-step5 = El hoyo 4 dejó una semilla en el hoyo 6, que vuelve a tener 1: un turno más. Pulsa el hoyo 6.
lesson-chain-done = Juega primero el turno extra más cercano a tu almacén: uno más lejano jugado antes añadiría una semilla a los cercanos y estropearía su cuenta.
lesson-capture-title = La captura
lesson-capture-step1 = Tu hoyo 5 está vacío y enfrente la fila de arriba tiene 4 semillas. El hoyo 2 tiene 3 semillas, así que la última cae en el hoyo 5. Pulsa el hoyo 2.
lesson-capture-done = Una última semilla en un hoyo vacío tuyo captura: ella y todas las semillas de enfrente van a tu almacén. Si enfrente no hay nada, no se captura nada.
lesson-lap-title = La vuelta entera
lesson-lap-step1 = El hoyo 1 tiene 13 semillas: bastan para dar la vuelta entera, saltando el almacén del rival, y dejar la 13.ª en el propio hoyo 1, que vaciaste. Pulsa el hoyo 1.
lesson-lap-done = Trece semillas siempre vuelven al hoyo de donde salieron y, como quedó vacío, capturan lo que hay enfrente. Cuenta antes de sembrar.
lesson-protect-title = Proteger un montón
lesson-protect-step1 = Peligro: tu hoyo 2 tiene 8 semillas y el hoyo de arriba frente a él está vacío. Una semilla que cayera allí se llevaría las 8. Mueve el montón: pulsa el hoyo 2.
lesson-protect-done = Vigila los hoyos vacíos del otro lado. Un montón frente a uno de ellos está en peligro: muévelo, o llena antes el hoyo vacío.
lesson-end-title = El final de la partida
lesson-end-step1 = A la fila de arriba le queda una semilla, en su hoyo 1, frente a tu hoyo 6 vacío. El hoyo 5 deja su semilla en el hoyo 6 y la captura: pulsa el hoyo 5.
lesson-end-done = Cuando una fila queda vacía la partida termina, y las semillas que siguen en tu fila son tuyas. Cerca del final, guarda semillas de tu lado.
guide-heading = Cómo ganar
guide-lit = El hoyo iluminado, el { $pit }, lo muestra: juégalo y mira.
guide-show = Muéstramelo
guide-count-title = Cuenta hasta tu almacén
guide-count-body = Un hoyo con tantas semillas como pasos hasta tu almacén te da otro turno: el hoyo 6 necesita 1, el 5 necesita 2, el 1 necesita 6.
guide-nearest_first-title = El más cercano primero
guide-nearest_first-body = Con varios turnos extra listos, juega primero el más cercano a tu almacén; los otros siguen cuadrando después.
guide-empty_pits-title = Usa tus hoyos vacíos
guide-empty_pits-body = Un hoyo vacío tuyo frente a un montón es una captura que espera una última semilla. Busca un hoyo que acabe allí.
guide-protect-title = Vigila sus hoyos vacíos
guide-protect-body = Un montón tuyo frente a un hoyo vacío del rival puede perderse. Muévelo, o estropea su llegada, antes de que llegue.
guide-count_before_sowing-title = Cuenta antes de sembrar
guide-count_before_sowing-body = Un hoyo grande da la vuelta al tablero: 13 semillas acaban en el hoyo del que salieron, ahora vacío, y capturan.
guide-end-title = Piensa en el final
guide-end-body = Cuando una fila se queda sin semillas, cada lado se queda con las de su fila. Cerca del final, guarda semillas de tu lado y deja que la otra fila se seque.
coach-label = Señalar amenazas, y lo que era mejor
coach-threat-capture =
    Cuidado: { $who } podría capturar tus { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } del hoyo { $pit } con el hoyo { $with }.
coach-threat-extra = En su turno, { $who } tiene un turno extra listo en el hoyo { $with }.
coach-threat-chain =
    En su turno, { $who } tiene { $turns } { $turns ->
        [one] turno
       *[other] turnos
    } extra seguidos empezando por el hoyo { $with }.
coach-who-top = la fila de arriba
coach-who-bottom = la fila de abajo
coach-none = Ninguna amenaza al otro lado ahora.
coach-better =
    { $whose }, hoyo { $played }: el hoyo { $pit } guardaba { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } más, porque { $why }.
coach-whose-you = Tu última jugada
coach-whose-bottom = Última jugada de la fila de abajo
coach-whose-top = Última jugada de la fila de arriba
coach-why-extra_turn = daba otro turno
coach-why-capture = capturaba { $seeds }
coach-why-relay_to_store = sus relevos acababan en el almacén y daban otro turno
coach-why-relay_capture = sus relevos acababan capturando { $seeds }
coach-why-protect =
    salvaba las { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } del hoyo { $pit }
coach-why-keep = guardaba semillas de tu lado
coach-why-squares = capturaba { $citizens } de { $squares ->
    [1] un cuadro
   *[other] { $squares } cuadros
}
coach-why-guard = impedía una captura de { $seeds }
coach-why-calculation = así lo dice el cálculo
new-clock = Reloj
new-clock-none = ninguno
new-clock-tip = Minutos para cada uno, más segundos que se suman al acabar cada turno. Quien tiene el turno pierde si se le acaba el tiempo. Deshacer no está disponible en una partida con reloj.
banner-bottom_out_of_time = A la fila de abajo se le acabó el tiempo.
banner-top_out_of_time = A la fila de arriba se le acabó el tiempo.
banner-review = Revisar
moves-heading = Jugadas
moves-heading-review = Jugadas, revisadas
moves-none = Aún no hay siembras.
moves-pit = hoyo { $pit }
moves-extra_turn = ↻ turno extra
moves-capture =
    ×{ $seeds }: capturó { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    }
moves-first = El inicio
moves-back = Una siembra atrás (Izquierda)
moves-on = Una siembra adelante (Derecha)
moves-last = La última siembra
moves-back_to_game = Volver a la partida
moves-keys = Izquierda y Derecha recorren las siembras; cualquier otra tecla o un clic en el tablero vuelve a la partida.
review-start = Revisar
review-start-tip = Valorar cada siembra frente al juego perfecto: el solucionador trabaja en segundo plano.
review-best = la mejor
review-good = buena
review-inaccuracy = imprecisión
review-mistake = error
review-blunder = error grave
review-progress = Probando las valoraciones: { $done } de { $total } probadas…
review-accuracy = Precisión
review-move = Siembra { $number }: { $name }, hoyo { $pit }
review-verdict =
    { $sign } { $rating }: { $loss } { $loss ->
        [one] semilla perdida
       *[other] semillas perdidas
    } (valor { $before } → { $after })
review-best_was = La mejor era el hoyo { $pit } ({ $value }).
review-estimate = ~ Aquí el solucionador no terminó a tiempo: estimación de una búsqueda profunda.
review-waiting = Aún sin valorar…
review-pick = Elige una siembra en la lista o en el gráfico para ver su valoración y la mejor jugada.
review-play_from_here = Jugar desde aquí
review-play_from_here-tip = Una partida contra { $name } desde la posición del tablero: juegas con el lado que tiene el turno.
review-close = Cerrar la revisión
review-graph-point =
    tras { $ply } { $ply ->
        [one] siembra
       *[other] siembras
    }: { $value }
review-graph-legend = El valor para la fila de abajo antes de cada siembra (por encima de 0: gana la fila de abajo). Haz clic para ir allí.
records-heading = Registros de partidas
records-copy = Copiar registro
records-copy-tip = La partida en texto plano, para pegar donde quieras: la partida en revisión o, si no, la partida en curso.
records-copied = Copiado al portapapeles.
records-save = Guardar registro
records-save-tip = Guarda el registro como archivo de texto en la carpeta de registros.
records-paste = Pega aquí un registro para revisarlo:
records-review_pasted = Revisar el registro pegado
records-refused = No abierto: { $why }
records-path = ruta de un archivo de registro
records-open = Abrir
records-saved = Registros guardados ({ $count })
records-folder = Los registros se guardan en { $folder }. Un archivo de registro soltado en la ventana también se abre.
records-saved_as = Guardado como { $path }
records-cannot_save = No se pudo guardar: { $why }
history-heading = Partidas anteriores ({ $count })
history-none = Las partidas terminadas aparecen aquí (las últimas 100).
history-review = Revisar
history-review-tip = Partida { $number } del historial
rules-review-title = Revisar una partida
rules-review-body = La revisión valora cada siembra por las semillas que perdió frente al juego perfecto: el valor de la posición antes de ella menos el valor que dejó la siembra.
rules-review-none = no pierde nada
rules-review-one = pierde { $least } semilla
rules-review-range =
    pierde de { $least } a { $most } { $most ->
        [one] semilla
       *[other] semillas
    }
rules-review-more =
    pierde { $least } { $least ->
        [one] semilla
       *[other] semillas
    } o más
rules-review-accuracy = La precisión es la media de las siembras de un jugador que tenían elección: 100 para una siembra que no pierde nada, la mitad por cada 3 semillas perdidas.
rules-clock-title = Jugar con reloj
rules-clock-body = En una partida a dos puedes jugar con reloj: 3+2 o 5+5 (minutos para cada uno, más segundos que se suman al acabar tu turno). Tu tiempo corre en tu turno, pero no mientras se siembran las semillas ni con la ventana en segundo plano. Si se te acaba el tiempo, pierdes. Deshacer está desactivado.
status-looking = Mirando atrás: tras la siembra { $ply } de { $total }. Cualquier tecla vuelve.
new-rules = Reglas de la casa del Kalah:
new-empty_capture = captura vacía
new-remaining_to_emptier = semillas restantes para quien vació
rules-kalah = Kalah estándar
rules-kalah_with = Kalah con reglas de la casa: { $switches }
rules-house-title = Reglas de la casa
rules-house-intro = Los reglamentos no coinciden en dos reglas del Kalah. Cada una se puede activar en Nueva partida; el desafío diario y las lecciones usan siempre las reglas estándar, y las estadísticas separan cada conjunto de reglas.
rules-house-empty_capture = Captura vacía: cuando tu última semilla cae en un hoyo tuyo vacío, captura aunque el hoyo de enfrente esté vacío: esa semilla va a tu almacén y tu turno termina.
rules-house-empty_capture-example = Ejemplo: tu hoyo 1 tiene 1 semilla, tu hoyo 2 está vacío y el de enfrente también. Juega el hoyo 1: con las reglas estándar no se captura nada; con la captura vacía tu almacén gana 1.
rules-house-emptier = Semillas restantes para quien vació: cuando una fila queda vacía, todas las semillas que quedan en el tablero van al jugador cuya fila está vacía, en lugar de que cada uno se quede con su fila.
rules-house-emptier-example = Ejemplo: tu última semilla, del hoyo 6, cae en tu almacén y tu fila queda vacía, mientras la fila del rival tiene 6 semillas. Con las reglas estándar esas 6 son del rival; con esta regla son tuyas.
hint-take =
    la última semilla deja un hoyo del rival con 2 o 3, así que te llevas sus { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    }.
hint-chain =
    la última semilla deja un hoyo del rival con 2 o 3, y los hoyos anteriores también: te llevas { $pits } { $pits ->
        [one] hoyo
       *[other] hoyos
    }, { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    }.
hint-feed = tu rival no tiene semillas, así que debes darle algunas; esta es la mejor manera de hacerlo.
hint-reserve = la partida está casi terminada, y esta jugada guarda tus semillas en tu lado, una reserva que dura más que la de tu rival.
coach-why-take = se llevaba { $seeds }
coach-why-chain =
    se llevaba { $seeds } de { $pits } { $pits ->
        [one] hoyo
       *[other] hoyos
    }
coach-why-feed = alimentaba mejor a tu rival
coach-why-reserve = guardaba una reserva en tu lado
preview-take = ¡Se lleva { $n }!
preview-chain =
    ¡Se lleva { $n } de { $pits } { $pits ->
        [one] hoyo
       *[other] hoyos
    }!
preview-grand_slam = Grand slam: no se lleva nada
status-must_feed = Tu rival no tiene semillas: juega un hoyo que llegue a su lado.
status-end-repetition = La posición se repitió, así que cada lado se quedó con las semillas de su lado.
status-end-no_move = Ninguna jugada podía dar semillas al otro lado, así que cada lado se quedó con las semillas de su lado.
status-end-majority = Se capturaron más de la mitad de las semillas.
new-game = Juego:
new-game-kalah = Kalah
new-game-kalah-tip = Almacenes en los extremos, turnos extra y capturas de enfrente: el juego de las lecciones y del desafío del día.
new-game-oware = Oware
new-game-oware-tip = Oware (Abapa), el juego de África Occidental y de los torneos mundiales: capturas 2 y 3 en el lado de tu rival.
new-oware_board = Oware: 6 hoyos por lado, 4 semillas en cada uno. Las semillas capturadas quedan en una bandeja junto al tablero.
rules-oware = Oware (Abapa)
rules-oware-title = Oware (Abapa)
rules-oware-intro = El Oware se juega con 6 hoyos por lado y 4 semillas en cada uno, y no hay almacenes: las semillas que capturas quedan en tu bandeja junto al tablero. Elígelo en Juego, en Nueva partida.
rules-oware-sow = Toma todas las semillas de uno de tus hoyos y siémbralas una a una en los hoyos siguientes, en sentido antihorario por las dos filas. Un hoyo de 12 o más semillas da la vuelta al tablero y se salta el hoyo del que salió en cada vuelta.
rules-oware-capture = Captura: si tu última semilla cae en un hoyo del rival y lo deja con 2 o 3, te llevas esas semillas; luego el hoyo anterior de su lado, y el anterior a ese, mientras cada uno tenga 2 o 3.
rules-oware-grand_slam = Grand slam: una siembra que se llevaría todas las semillas del rival puede jugarse, pero no se lleva nada.
rules-oware-feed = Alimentar: cuando tu rival no tiene semillas, debes jugar un hoyo que le dé algunas. Si ninguno puede, la partida termina y te quedas con las semillas de tu lado.
rules-oware-end = Gana el primero que capture más de 24 semillas; 24 cada uno es empate. Si una posición se repite, la partida termina y cada jugador se queda con las semillas de su lado.
rules-oware-values = Los valores del análisis y de la revisión cuentan la partida jugada hasta la última semilla, así que pueden diferir del resultado final, pero nunca sobre quién gana.
rules-oware-example_chain-title = Ejemplo: una cadena
rules-oware-example_chain-body = Tu hoyo 3 tiene 6 semillas; los hoyos 1, 2 y 3 del rival tienen 1, 2 y 1, y su hoyo 4 tiene 4. Juega el hoyo 3: las semillas van a tus hoyos 4, 5 y 6 y a sus hoyos 1, 2 y 3, que quedan con 2, 3 y 2. La última semilla dejó el hoyo 3 con 2, así que te lo llevas, y luego los hoyos 2 y 1 anteriores: 7 semillas.
rules-oware-example_grand_slam-title = Ejemplo: un grand slam
rules-oware-example_grand_slam-body = Tu rival tiene 1 semilla en el hoyo 1 y 2 en el hoyo 2, y nada más. Tu hoyo 6 tiene 2 semillas: dejan esos hoyos con 2 y 3. Llevárselas sería llevarse todas las semillas del rival, así que la siembra no se lleva nada.
rules-oware-example_feed-title = Ejemplo: alimentar
rules-oware-example_feed-body = La fila de tu rival está vacía. Tu hoyo 1 tiene 3 semillas, que se quedan en tu lado; tu hoyo 6 tiene 1, que le llega. Debes jugar el hoyo 6. Si ningún hoyo le llegara, la partida terminaría y las semillas de tu lado serían tuyas.
rules-oware-example_repetition-title = Ejemplo: una repetición
rules-oware-example_repetition-body = Cada uno ha capturado 23 semillas y le queda 1 semilla, en el hoyo 6. Las dos semillas se persiguen alrededor del tablero, y tras 12 siembras la misma posición se repite. La partida termina ahí y cada uno se queda con la semilla de su lado: 24 a 24, empate.
app-tagline-oware = Oware: siembra, llévate los 2 y los 3, captura más de 24.
new-game-congklak = Congklak
new-game-congklak-tip = Congklak (congkak, dakon), el juego de siembra con relevos de Indonesia, Malasia y Filipinas: { $side ->
        [right] tu almacén está a tu derecha, siembras en sentido contrario a las agujas del reloj
       *[left] tu almacén está a tu izquierda, siembras en el sentido de las agujas del reloj
    }, y una última semilla en un hoyo con semillas las recoge y sigue sembrando.
new-holes = hoyos por lado (con tantas semillas en cada uno)
new-variants = Variantes:
new-lap_before_capture = capturar tras una vuelta
new-pass_when_empty = pasar sin semillas
bar-congklak =
    Congklak · { $holes } { $holes ->
        [one] hoyo
       *[other] hoyos
    }
rules-congklak = Congklak
rules-congklak_with = Congklak con { $switches }
rules-congklak-title = Congklak
rules-congklak-intro = El congklak se juega con 5 a 9 hoyos por lado (7 en el juego habitual), y cada uno empieza con tantas semillas como hoyos hay. Tu fila es la más cercana a ti y { $side ->
        [right] tu almacén está a tu derecha: siembras en sentido contrario a las agujas del reloj
       *[left] tu almacén está a tu izquierda: siembras en el sentido de las agujas del reloj
    }, en tu almacén pero nunca en el del rival. Elígelo en Juego, en Nueva partida.
rules-congklak-relay = Donde cae tu última semilla decide lo que sigue. En tu almacén: vuelves a jugar. En un hoyo que tenía semillas, de cualquier lado: las recoges todas, la última también, y sigues sembrando desde allí. Este relevo puede repetirse una y otra vez en una jugada.
rules-congklak-capture = En un hoyo tuyo vacío: si el hoyo de enfrente tiene semillas, esas y tu última semilla van a tu almacén; en todo caso tu turno acaba. En un hoyo vacío del rival: tu turno acaba.
rules-congklak-end = La ronda acaba cuando el jugador que mueve no tiene semillas en sus hoyos; las que quedan van al almacén de su dueño. Gana quien tenga más semillas.
rules-congklak-burnt = Un hoyo marcado con × está quemado: nadie siembra en él ni lo juega, y no se captura de él. Los hoyos se queman en una partida por rondas, cuando un jugador no puede volver a llenarlos.
rules-congklak-first = Mover primero importa mucho: un buen primer turno encadena siembra tras siembra en el almacén y puede llevarse la mayoría de las semillas. Por eso tradicionalmente los jugadores empiezan sembrando a la vez.
rules-congklak-lap_before_capture = Variante, capturar tras una vuelta: un hoyo tuyo vacío solo captura si la jugada ya ha pasado por tu almacén.
rules-congklak-pass_when_empty = Variante, pasar sin semillas: quien no tiene semillas en sus hoyos pasa, y la ronda solo acaba cuando todos los hoyos están vacíos.
rules-congklak-example_relay-title = Ejemplo: un relevo y una captura
rules-congklak-example_relay-body = Al empezar, { $side ->
        [right] siembra tu segundo hoyo por la izquierda
       *[left] siembra tu segundo hoyo por la derecha
    }: sus 7 semillas van a tus cinco hoyos siguientes, a tu almacén y al primer hoyo del rival, que tenía 7. Recoge esas 8 y sigue por su fila hasta tus dos primeros hoyos: la última cae en el hoyo que vaciaste, así que captura las 8 de enfrente y a sí misma. Ya tienes 10 semillas en tu almacén.
rules-congklak-example_store-title = Ejemplo: un relevo hasta tu almacén
rules-congklak-example_store-body = El tercer hoyo desde tu almacén tiene 1 semilla y el siguiente 1. Siembra esa semilla: cae en un hoyo con una semilla, así que recoges las 2 y sigues, una en el hoyo junto a tu almacén y la última en tu almacén. Vuelves a jugar.
tab-moves = Jugadas
tab-learn = Aprender
tab-daily = Desafío
tab-stats = Marcador
tab-rules = Reglas
dialog-close = Cerrar (Esc)
dialog-cancel = Cancelar
dialog-done = Listo
new-opponent = Tu rival
new-card-easy = { $name } juega por diversión
new-card-medium = { $name } juega bien
new-card-hard = { $name } piensa lejos
new-card-friends = en esta pantalla
new-card-at_my_level = { $name } juega como tú
new-card-at_my_level-tip = { $name } juega con la fuerza más cercana a tu puntuación contra él ({ $rating }), que cambia con cada partida de Kalah que terminas contra él.
new-card-at_my_level-kalah = Tu nivel es de Kalah, donde se midieron las fuerzas de { $name }.
new-more = Más opciones: reglas de la casa, reloj
new-keys = Enter empieza, Esc cierra
settings-group-animation = Animación
settings-group-sound = Sonido
settings-group-look = Aspecto
settings-group-text = Texto
settings-group-language = Idioma
bar-new_game = Partida nueva
bar-review = Analizar esta partida
bar-notices = Avisos
bar-drawer = Mostrar u ocultar el cajón lateral
bar-menu = Más: rendirse, reiniciar
bar-lesson = Lección { $n } de { $total }: { $title }
bar-vs_mascot = Tú vs { $name } · { $level }
bar-two_players = Dos jugadores
bar-kalah =
    Kalah · { $pits } { $pits ->
        [one] hoyo
       *[other] hoyos
    }, { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    }
coach-heading = Entrenador
welcome-heading = Bienvenido a Mancala
welcome-play = Jugar con { $name }
welcome-play-line = una primera partida amistosa
welcome-learn =
    Aprender en { $n } { $n ->
        [one] lección
       *[other] lecciones
    }
welcome-learn-line = pulsa el hoyo que brilla
welcome-daily = Desafío del día
welcome-later = Solo quiero ver el tablero
notices-none = Nada que contar.
notices-clear = Vaciar la lista
new-online = En línea
new-card-online = amigo o cualquiera
bar-online = Jugar en línea
bar-vs_online = { $me } { $my_rating } contra { $name } { $rating }
bar-reconnecting = Reconectando en { $seconds } s…
bar-connecting = Conectando…
bar-draw_offered = { $name } ofrece tablas
bar-draw_sent = Tablas ofrecidas
bar-you = Tú
banner-online-aborted = La partida se anuló: demasiado tiempo sin sembrar, demasiado pronto para contar.
banner-online-agreed = Tablas por acuerdo.
banner-online-rating = Tu puntuación: { $rating }
banner-online-rematch_asked = { $name } pide la revancha.
banner-online-rematch_sent = Revancha pedida; esperando la respuesta.
banner-online-their_time = A { $name } se le acabó el tiempo.
banner-online-they_abandoned = { $name } dejó la partida sin jugar dos semanas y la perdió.
banner-online-they_resigned = { $name } abandonó.
banner-online-you_abandoned = Dejaste la partida sin jugar dos semanas y la perdiste.
banner-online-you_resigned = Abandonaste.
banner-online-your_time = Se te acabó el tiempo.
online-heading = Jugar en línea
online-server = Servidor
online-server-hint = host:puerto, o la línea que envió un amigo
online-name = Tu nombre
online-name-hint = como lo verán los demás
online-connect = Conectar
online-host = Alojar en este ordenador
online-host-about = Alojar inicia un servidor en el juego, para un amigo en la misma red; nada que instalar.
online-host-desktop = Para alojar una partida para un amigo en la misma red hace falta el juego de escritorio: otra computadora no puede llegar a una página del navegador.
online-host-starting = Iniciando el servidor…
online-host-failed = El servidor no pudo iniciarse: { $why }
online-host-on = Alojando en { $address }: da esta dirección a tu amigo, o la línea de abajo.
online-host-firewall = Tu cortafuegos puede preguntar si Mancala puede aceptar conexiones: permítelo en redes privadas.
online-host-stop = Dejar de alojar
online-state-connecting = Conectando a { $server }…
online-state-online = Conectado a { $server } como { $name } (puntuación { $rating }).
online-state-retrying = { $server } no responde ({ $why }); reintentando en { $seconds } s.
online-state-refused = El servidor no acepta a este jugador: { $why }
online-refused-no_game = Ninguna partida tiene ese código: puede estar mal escrito o la partida ya terminó. Pide a tu amigo un enlace nuevo.
online-refused-closed = Esa partida está completa o su código caducó (un código dura 24 horas). Pide a tu amigo un enlace nuevo.
online-friend = Jugar con un amigo
online-create = Crear una partida privada
online-create-rules = con las reglas y el tablero del diálogo Nueva partida
online-code-hint = el código o la línea de un amigo
online-join = Unirse
online-code-give = Da este código a tu amigo (vale 24 horas):
online-code-copy = Copiar la línea
online-code-link = O envía este enlace: abre el juego en cualquier navegador, y también en este juego.
online-code-copy_link = Copiar el enlace
online-code-waiting = Esperando a que tu amigo se una…
online-stranger = Buscar un rival
online-casual = amistosa
online-ranked = puntuada
online-control = Reloj:
online-correspondence = Por correspondencia:
settings-group-notes = Notificaciones
settings-desktop_notes = Avisarme en el escritorio cuando me toque en una partida por correspondencia
settings-desktop_notes-browser = Una página no puede avisar al escritorio: el título de la pestaña cuenta las partidas en que te toca mover, como (2) Mancala.
notes-your_move = Te toca contra { $name }
notes-your_move-body = { $game }, { $control }, en { $server }: quedan { $left }
online-elsewhere = En otros servidores ({ $n } te toca)
online-elsewhere-all = Tus partidas en línea ({ $n } te toca)
online-elsewhere-unreachable = { $server }: sin respuesta ({ $why })
online-elsewhere-open = Abrir allí
bar-your_moves =
    Te toca en { $n } { $n ->
        [one] partida
       *[other] partidas
    } en línea
online-mine = Tus partidas en juego ({ $n } te toca)
online-mine-your_move = te toca
online-mine-their_move = le toca a { $name }
online-mine-open = Abrir
online-mine-shown = en el tablero
online-control-none = ninguno
online-control-30s = 30 s por siembra
online-control-blitz = 3+2
online-control-rapid = 5+5
online-control-1d = 1 día por siembra
online-control-3d = 3 días por siembra
online-control-7d = 7 días por siembra
online-find = Buscar rival
online-otto-offer = Aún no ha llegado nadie. Otto, el ordenador, puede jugar contigo ahora ({ $level }, amistosa: no cambia ninguna puntuación).
online-otto-play = Jugar con Otto
online-otto-now = Jugar con Otto ya
online-otto-now-tip = Una partida amistosa contra Otto, el ordenador, al nivel más cercano a tu puntuación
online-history =
    Tu puntuación de { $family } en tus últimas { $games } { $games ->
        [one] partida puntuada
       *[other] partidas puntuadas
    }
online-history-theirs =
    Puntuación de { $name } en { $family } en sus últimas { $games } { $games ->
        [one] partida puntuada
       *[other] partidas puntuadas
    }
online-family-kalah = Kalah
online-family-oware = Oware
online-family-congklak = Congklak
online-challenge = Desafiar
online-challenge-toast = { $name } te desafía: { $game }. Responde en Jugar en línea.
online-challenge-in = { $name } te desafía: { $game }
online-challenge-out = Desafiaste a { $name }: { $game }
online-challenge-accept = Aceptar
online-challenge-decline = Rechazar
online-challenge-withdraw = Retirar
online-leaderboard = Clasificación:
online-leaderboard-empty = Aún no hay nadie.
online-leaderboard-rule = Aparecen: una puntuación asentada (sin ?) y una partida puntuada en los últimos 30 días.
online-leaderboard-you = Aquí eres el número { $rank }.
online-leaderboard-games =
    { $games } { $games ->
        [one] partida
       *[other] partidas
    }
bar-bot = un ordenador
online-seeking = Buscando un rival ({ $kind }, { $control })…
online-record = Partidas en línea: { $games }
online-ratings = Puntuaciones: { $list } (? provisional)
online-result-win = victoria
online-result-loss = derrota
online-result-draw = tablas
online-leave = Desconectar
online-offer_draw = Ofrecer tablas
online-accept_draw = Aceptar tablas
online-rematch = Revancha
online-berserk-short = Berserk
online-berserk = Berserk: la mitad de tu reloj, sin incremento, y una victoria vale uno más
bar-watching = Mirando: { $me } { $my_rating } contra { $name } { $rating }
bar-watching_tv = TV: { $me } { $my_rating } contra { $name } { $rating }
bar-watchers = { $n } mirando
bar-behind =
    con { $n } { $n ->
        [one] siembra
       *[other] siembras
    } de retraso
online-tab-play = Jugar
online-tab-watch = Mirar
online-tab-leaderboard = Clasificación
online-tab-profile = Tu perfil
online-tab-challenges = Desafíos
online-tab-tournaments = Torneos
online-vacation = Vacaciones de tus partidas por correspondencia:
online-vacation-days =
    { $n } { $n ->
        [one] día
       *[other] días
    }
online-vacation-take = Tomarlas
online-vacation-back = Volver ya
online-vacation-told =
    Fuera hasta { $until }; quedan { $left } { $left ->
        [one] día
       *[other] días
    } este año
online-tournament-make = Crear un torneo privado
online-tournament-name = Nombre:
online-tournament-kind-arena = Arena
online-tournament-kind-swiss = Suizo
online-tournament-rounds = rondas
online-tournament-starts_in = empieza en
online-tournament-create = Crearlo
online-tournament-make-about = Privado: se entra con el código que recibe. El juego es la familia del diálogo Nueva partida.
online-tournament-refresh = Actualizar
online-tournament-code = Código de un torneo privado
online-tournament-join_code = Unirse con el código
online-tournament-running = En curso
online-tournament-upcoming = Próximos
online-tournament-finished = Terminados
online-tournament-none = Ninguno.
online-tournament-asking = Preguntando al servidor…
online-tournament-open = Abrir
online-tournament-back = Todos los torneos
online-tournament-join = Unirse
online-tournament-withdraw = Retirarse
online-tournament-arena = Arena de { $minutes } min
online-tournament-swiss =
    Suizo de { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    }
online-tournament-players =
    { $count } { $count ->
        [one] jugador
       *[other] jugadores
    }
online-tournament-starts = empieza { $at }
online-tournament-ends = termina { $at }
online-tournament-round = ronda { $round }
online-tournament-leader = líder: { $name }
online-tournament-private = privado, código { $code }
online-tournament-rank = #
online-tournament-player = Jugador
online-tournament-score = Puntos
online-tournament-sheet = Partidas
online-tournament-buchholz = Buchholz
online-tournament-sonneborn_berger = S-B
online-tournament-boards = Partidas en juego
online-tournament-bye = Descansa esta ronda: { $name }
online-tournament-you =
    #{ $rank } de { $players } · { $score } { $score ->
        [one] punto
       *[other] puntos
    }
online-tournament-fire = En racha: la próxima partida vale doble
online-tournament-earlier = +{ $n } antes
online-tournament-status-upcoming = próximo
online-tournament-status-running = en curso
online-tournament-status-finished = terminado
online-challenge-none = Ningún desafío espera respuesta. Desafía a alguien desde la clasificación o su perfil.
online-watch-tv = TV
online-watch-tv-tip = Mira la partida en juego de mayor puntuación, y la siguiente cada vez que termine
online-watch-refresh = Actualizar
online-watch-now = Mirando { $names }
online-watch-stop = Dejar de mirar
online-watch-asking = Pidiendo al servidor las partidas en juego…
online-watch-none = Nadie juega ahora mismo. Busca un rival o juega con Otto.
online-watch-ply =
    { $ply } { $ply ->
        [one] siembra
       *[other] siembras
    }
online-watch-watchers = { $n } mirando
online-watch-watch = Mirar
analysis-off_online = Desactivado en una partida en línea: revísala cuando termine.
analysis-off_opening = Desactivado mientras las dos manos siembran a la vez: el valor de una siembra cuenta desde el final de la apertura.
new-first-together = a la vez
new-first-together-tip = El comienzo propio del congklak: al principio de cada ronda los dos jugadores eligen un hoyo y siembran al mismo tiempo. Quien termine primero mueve después.
status-opening-choose = Elige un hoyo para empezar: tú y { $name } sembráis al mismo tiempo
status-opening-mascot_choosing = { $name } está eligiendo un hoyo...
status-opening-again = Tu mano llegó a tu almacén: elige un hoyo para seguir sembrando
status-opening-bottom_first = Abajo: elige un hoyo mientras Arriba no mira
status-opening-top_first = Arriba: elige un hoyo (el de Abajo queda oculto)
status-opening-bottom_again = La mano de Abajo llegó a su almacén: Abajo, elige un hoyo
status-opening-top_again = La mano de Arriba llegó a su almacén: Arriba, elige un hoyo
status-opening-sowing = Las dos manos siembran a la vez... (un clic o Espacio lo salta)
status-opening-online_wait = Tu hoyo está elegido: esperando el de { $name } (los dos se muestran a la vez)
status-opening-online_theirs = { $name } ya ha elegido un hoyo: elige el tuyo
status-opening-watched_first = Los dos jugadores eligen en secreto un hoyo para empezar
bar-round = ronda { $n }
bar-round_score = ronda { $n } ({ $south }–{ $north })
banner-round-you_win = ¡Ganas la ronda!
banner-round-mascot_wins = { $name } gana la ronda
banner-round-bottom_wins = ¡La fila de abajo gana la ronda!
banner-round-top_wins = ¡La fila de arriba gana la ronda!
banner-round-draw = La ronda termina en empate
banner-round-next = Siguiente ronda
banner-round-online_next = Siguiente ronda en { $n } s
banner-round-burnt_vs = Hoyos quemados en la siguiente ronda: tuyos { $south }, de { $name } { $north }
banner-round-burnt = Hoyos quemados en la siguiente ronda: abajo { $south }, arriba { $north }
banner-rounds_vs = Rondas ganadas: tú { $south }, { $name } { $north }
banner-rounds = Rondas ganadas: abajo { $south }, arriba { $north }
banner-match-you_win = ¡Ganas la partida!
banner-match-mascot_wins = { $name } gana la partida
banner-match-bottom_wins = ¡La fila de abajo gana la partida!
banner-match-top_wins = ¡La fila de arriba gana la partida!
banner-match-you_cannot_fill = No puedes llenar ni un hoyo.
banner-match-mascot_cannot_fill = { $name } no puede llenar ni un hoyo.
banner-match-bottom_cannot_fill = La fila de abajo no puede llenar ni un hoyo.
banner-match-top_cannot_fill = La fila de arriba no puede llenar ni un hoyo.
banner-match-new = Nueva partida
board-in_hand = { $n } en la mano
moves-pit-hole = hoyo { $pit }
hint-play-hole = Juega el hoyo { $pit }:
status-your_turn-hole = Tu turno: haz clic en un hoyo de la fila de abajo
status-empty_pit-hole = Ese hoyo está vacío: elige uno con semillas.
review-move-hole = Siembra { $number }: { $name }, hoyo { $pit }
review-best_was-hole = La mejor era el hoyo { $pit } ({ $value }).
rules-congklak-together = Empezar a la vez: con el primer movimiento en «a la vez», cada jugador elige un hoyo y los dos siembran al mismo tiempo, una semilla cada uno. Una mano cuya última semilla cae en su propio almacén se detiene hasta que su jugador elige otro hoyo; una mano que se detiene en cualquier otro sitio ha terminado. Mueve después el jugador cuya mano terminó primero, y la ronda sigue por turnos.
rules-congklak-rounds = Rondas: cuando termina una ronda, cada jugador vuelve a llenar sus hoyos desde su almacén, con tantas semillas por hoyo como al principio, desde el hoyo junto al almacén hacia fuera. Los hoyos que no se pueden llenar quedan quemados durante la ronda, y las semillas que sobran se quedan en el almacén. El ganador de una ronda empieza la siguiente (salvo que empecéis a la vez); la partida termina cuando un jugador no puede llenar ni un hoyo.
mistakes-heading = Tus errores: { $due } para hoy
mistakes-count =
    { $all } { $all ->
        [one] problema hecho
       *[other] problemas hechos
    } con tus propias partidas: cada uno, una posición en la que una siembra tuya regaló semillas, con su respuesta demostrada.
mistakes-rating = Puntuación de problemas: { $rating }
mistakes-finding = Partidas que faltan por revisar en busca de tus errores: { $games }
mistakes-none_yet = Termina una partida contra Otto, contra un amigo o en línea: cada error o pifia tuya en ella se convierte aquí en un problema, con su respuesta demostrada.
mistakes-all_done = No hay nada pendiente ahora. El próximo problema vuelve dentro de { $when }.
mistakes-start = Resolver tus errores
mistakes-find = Encuentra la siembra que mantiene { $value }
mistakes-source =
    De tu partida { $against } del { $date }, siembra { $number }: jugaste el hoyo { $played } y regalaste { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    }.
mistakes-against-otto = contra { $name } ({ $level })
mistakes-against-online = contra { $name } en línea
mistakes-against-friend = entre dos jugadores en esta pantalla
mistakes-kept = ✔ El hoyo { $pit } lo mantiene, porque { $why }.
mistakes-lost =
    ✘ El hoyo { $pit } regala { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    }. El hoyo { $best } lo mantiene, porque { $why }.
mistakes-rating_moved = Puntuación de problemas: { $rating } ({ $change })
mistakes-back_in = Este problema vuelve dentro de { $when }.
mistakes-show_answer = Ver la respuesta
mistakes-bar = Tu error como problema
mistakes-next = Siguiente problema
mistakes-stop = Parar
mistakes-minutes = { $n } min
mistakes-hours = { $n } h
mistakes-days =
    { $n } { $n ->
        [one] día
       *[other] días
    }
new-fair = Salida justa:
new-fair-usual = la de siempre
new-fair-usual-tip = La salida de siempre: con juego perfecto el primer jugador gana por 8 semillas.
new-fair-pie = regla del pastel
new-fair-pie-tip = Tras el primer turno del primer jugador, el segundo puede quedarse con ese lado. Así que abre con un turno que no te importe que te quiten.
new-fair-balanced = salida equilibrada
new-fair-balanced-tip = Una de unas pocas posiciones iniciales de 48 semillas que el resolutor demostró que no valen nada al primer jugador, con todos los hoyos jugables.
new-fair-balanced-standard = Las salidas equilibradas son para 6 hoyos de 4 semillas con las reglas estándar.
pie-take = Quedarse con su lado
pie-take-hint = La regla del pastel: quédate con el lado que acaba de jugar su primer turno; el otro jugador juega entonces el tuyo, y mueve él.
pie-offered = Regla del pastel: siembra, o quédate con el otro lado (⇅ en la barra).
pie-taken_by_mascot = { $name } se quedó con tu lado: ahora juegas el otro, y te toca.
pie-taken = Lados cambiados: el tablero ha girado, y cada jugador siembra la fila que tiene delante.
tab-explorer = Explorar
explorer-heading = Explorador de aperturas
explorer-to_move-south = Mueve el Sur (la fila de abajo).
explorer-to_move-north = Mueve el Norte (la fila de arriba).
explorer-working = Calculando el valor de cada siembra...
explorer-column-pit = Jugar
explorer-column-value = Valor
explorer-column-yours = Tuyas
explorer-column-online = En línea
explorer-pit = Hoyo { $pit }
explorer-play_tip = Jugar esta siembra en un tablero de análisis
explorer-games = { $games } · { $score }%
explorer-legend = Valor: el margen final para el bando que mueve tras esta siembra, si ambos juegan perfecto desde ahí; ~ marca una estimación. Tuyas y En línea: las partidas que la jugaron aquí · la parte de los puntos que obtuvo.
explorer-offline = Las partidas del servidor aparecen aquí cuando estás en línea.
explorer-asking = Preguntando al servidor...
explorer-online_games = En línea: las partidas terminadas del servidor.
explorer-off_daily = Desactivado durante el puzle diario.
explorer-off_lesson = Desactivado durante una lección.
explorer-off_mistake = Desactivado mientras resuelves un puzle de tus errores.
explorer-off_congklak = Las rondas del Congklak y del Sungka empiezan con ambas manos a la vez, y nada demuestra las posiciones del Ô ăn quan: no hay apertura que explorar.
explorer-off_vs_mascot = Desactivado mientras juegas contra { $name }, para que no sea trampa: se abre al terminar la partida.
explorer-off_online = Desactivado durante una partida en línea: se abre al terminar.
otto-study-title = { $name } estudia los finales del Oware
otto-study-kept =
    Ya conoce cada posición con hasta { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } en los hoyos; { $target } cuando termine. Se guarda para todas las partidas siguientes.

# Sungka (docs/congklak.md, "Sungka").
new-game-sungka = Sungka
new-game-sungka-tip = Sungka, el hermano filipino del Congklak: el mismo tablero de 7 hoyos y la siembra con relevos, pero quien tiene todos sus hoyos vacíos pasa, y una captura se lleva solo las semillas de enfrente.
new-capture_own_seed = capturar con la propia semilla
bar-sungka =
    Sungka · { $holes } { $holes ->
        [one] hoyo
       *[other] hoyos
    }
rules-sungka = Sungka
rules-sungka_with = Sungka con { $switches }
rules-sungka-title = Sungka
rules-sungka-intro = El sungka es el juego de la familia de Filipinas, hermano del Congklak: dos filas de 7 hoyos (se pueden elegir de 5 a 9), 7 semillas en cada uno y un almacén en cada extremo. Tu fila es la más cercana a ti y { $side ->
        [right] tu almacén está a tu derecha: siembras en sentido contrario a las agujas del reloj
       *[left] tu almacén está a tu izquierda: siembras en el sentido de las agujas del reloj
    }, en tu propio almacén pero nunca en el de tu rival. Elígelo en Juego, en Nueva partida.
rules-sungka-capture = En un hoyo tuyo vacío: si el hoyo de enfrente tiene semillas, van a tu almacén y tu última semilla se queda donde cayó; en cualquier caso tu turno termina. En un hoyo vacío de tu rival: tu turno termina.
rules-sungka-end = Quien tiene todos sus hoyos vacíos pasa y el otro sigue jugando; la ronda termina cuando todos los hoyos están vacíos. Gana quien tenga más semillas.
rules-sungka-capture_own_seed = Variante, capturar con la propia semilla: la semilla que captura va a tu almacén con las de enfrente, como en el Congklak.
rules-sungka-example_capture-title = Ejemplo: una captura
rules-sungka-example_capture-body = Tu primer hoyo tiene 1 semilla y el segundo está vacío, frente a un hoyo de tu rival con 5. Siembra la 1: cae en el hoyo vacío, así que las 5 de enfrente van a tu almacén, tu semilla se queda en su hoyo y tu turno termina.
online-family-sungka = Sungka
online-family-oanquan = Ô ăn quan
new-game-oanquan = Ô ăn quan
new-game-oanquan-tip = Ô ăn quan, el juego de la familia de Vietnam: 5 cuadros por lado entre dos cuadros de mandarín, y tú eliges hacia dónde va cada siembra.
new-quan_board = Ô ăn quan: 5 cuadros por lado con 5 ciudadanos en cada uno, y un mandarín en cada extremo. Lo que capturas queda en una bandeja junto al tablero.
new-small_mandarin = mandarín que vale 5
rules-oanquan = Ô ăn quan
rules-oanquan_with = Ô ăn quan con { $switches }
rules-oanquan-title = Ô ăn quan
rules-oanquan-intro = Ô ăn quan es el juego de la familia de Vietnam: dos filas de 5 cuadros con 5 ciudadanos (semillas pequeñas) en cada uno y, en cada extremo, un cuadro de mandarín en forma de media luna con su mandarín, una pieza grande que vale 10 ciudadanos. Los cuadros de mandarín no son de nadie y no hay almacenes: lo que capturas queda en tu bandeja junto al tablero. Tu fila es la más cercana a ti.
rules-oanquan-sow = Elige uno de tus cuadros y un sentido: haz clic en la mitad izquierda o derecha del cuadro, o pulsa su número y luego ← o →. Sus ciudadanos se siembran uno a uno en los cuadros siguientes en ese sentido, alrededor del tablero, también en los cuadros de mandarín.
rules-oanquan-relay = Después decide el cuadro que sigue al último ciudadano. Si tiene ciudadanos, los levantas todos y sigues sembrando en el mismo sentido. Si es un cuadro de mandarín, tu turno termina.
rules-oanquan-capture = Si está vacío, capturas el cuadro que le sigue: sus ciudadanos, y su mandarín si es un cuadro de mandarín. Mientras el cuadro que sigue al capturado esté vacío y el siguiente tenga algo, capturas ese también. Dos cuadros vacíos seguidos terminan tu turno.
rules-oanquan-refill = Cuando en tu turno tus cinco cuadros están vacíos, antes de sembrar devuelves un ciudadano capturado a cada uno. Si tienes menos de cinco, pides prestados los demás a tu rival y se los devuelves al final.
rules-oanquan-end = La partida termina cuando se han capturado los dos mandarines y los ciudadanos de sus cuadros, o cuando una fila está vacía y no se puede volver a llenar: cada jugador se lleva entonces los ciudadanos de sus propios cuadros. Un mandarín cuenta 10 y un ciudadano 1; gana quien tenga más.
rules-oanquan-small_mandarin = Variante, mandarín que vale 5: algunos jugadores cuentan un mandarín como 5 ciudadanos.
rules-oanquan-example_chain-title = Ejemplo: una cadena de capturas
rules-oanquan-example_chain-body = Tu cuadro 2 tiene 2 ciudadanos, tu cuadro 5 está vacío y el cuadro de mandarín que le sigue conserva su mandarín. El cuadro 1 de tu rival está vacío y su cuadro 2 tiene 4. Siembra el cuadro 2 hacia la derecha: un ciudadano en tus cuadros 3 y 4. Tu cuadro 5, tras el último, está vacío, así que capturas el cuadro de mandarín que le sigue. Después, el cuadro 1 de tu rival está vacío y su cuadro 2 tiene 4: los capturas también. Su cuadro 3 tiene ciudadanos, así que la cadena se detiene: el mandarín y 4 ciudadanos, 14 en total.
rules-oanquan-example_refill-title = Ejemplo: llenar una fila vacía
rules-oanquan-example_refill-body = Tus cinco cuadros están vacíos; has capturado 3 ciudadanos y tu rival 6. Antes de sembrar, va un ciudadano a cada uno de tus cuadros: tus 3 y 2 prestados por tu rival, que le debes al final de la partida.
status-your_turn-square = Tu turno: haz clic en la mitad izquierda o derecha de uno de tus cuadros
status-empty_pit-square = Ese cuadro está vacío: elige uno con ciudadanos.
status-picked_square = Cuadro { $pit }: pulsa ← o → para sembrarlo en ese sentido, o Esc para elegir otro.
moves-pit-square = cuadro { $pit }
hint-play-square = Juega el cuadro { $pit }:
review-move-square = Siembra { $number }: { $name }, cuadro { $pit }
review-best_was-square = Lo mejor era el cuadro { $pit } ({ $value }).
preview-quan_capture = ¡Toma { $n } { $n ->
        [one] ciudadano
       *[other] ciudadanos
    }!
preview-quan_mandarin = ¡Toma { $mandarins ->
        [1] un mandarín
       *[other] los dos mandarines
    }{ $n ->
        [0] {""}
        [one] {" "}y 1 ciudadano
       *[other] {" "}y { $n } ciudadanos
    }!
status-end-mandarins = Se capturaron los dos mandarines, así que cada lado se llevó los ciudadanos de sus propios cuadros.
status-end-no_refill = Una fila quedó vacía y no había ciudadanos capturados suficientes para volver a llenarla, así que cada lado se llevó los ciudadanos de sus propios cuadros.
lesson-sungka-title = Sungka
lesson-sungka-step1 = En el Sungka tu última semilla decide lo que sigue. Tu hoyo 2 tiene 1 semilla y el hoyo 3 tiene 4. Pulsa el hoyo 2: su semilla cae en el hoyo 3, que tiene semillas, así que levantas las 5 y sigues sembrando.
lesson-sungka-step2 = Tu hoyo 1 tiene 1 semilla y tu hoyo 2 está vacío, frente a 8 semillas. Pulsa el hoyo 1.
lesson-sungka-done = Una última semilla en un hoyo con semillas se levanta con ellas y se sigue sembrando; en tu almacén, vuelves a jugar; en un hoyo vacío tuyo, se lleva las semillas de enfrente, y en el Sungka ella se queda en su hoyo.
lesson-oanquan-title = Ô ăn quan
lesson-oanquan-step1 = En el Ô ăn quan eliges hacia dónde siembras. Siembra el cuadro 3 hacia la izquierda: pulsa la mitad izquierda del cuadro que brilla, y mira qué tiene el cuadro que sigue a cada último ciudadano.
lesson-oanquan-step2 = Tu cuadro 2 tiene 2 ciudadanos y tu cuadro 5 está vacío, antes del cuadro de mandarín. Siembra el cuadro 2 hacia la derecha: pulsa la mitad derecha del cuadro que brilla.
lesson-oanquan-done = Tras tu último ciudadano, un cuadro con ciudadanos se levanta y se sigue sembrando; un cuadro vacío captura el que viene después, y la captura sigue de dos en dos mientras se alternen. Un mandarín vale 10.
outcome-capture_across = Tu última semilla cayó en tu hoyo vacío { $pit }: las { $seeds } semillas de enfrente fueron a tu almacén, y tu semilla se queda en su hoyo.
outcome-taken = El cuadro que seguía a tu último ciudadano estaba vacío, así que capturaste lo que venía después: { $seeds } { $seeds ->
        [one] ciudadano
       *[other] ciudadanos
    }{ $mandarins ->
        [0] {""}
        [1] {" "}y un mandarín
       *[other] {" "}y los dos mandarines
    }.
where-capture_across = en tu hoyo vacío { $pit }, capturando las { $seeds } de enfrente
where-taken = capturando { $seeds } { $seeds ->
        [one] ciudadano
       *[other] ciudadanos
    }{ $mandarins ->
        [0] {""}
        [1] {" "}y un mandarín
       *[other] {" "}y los dos mandarines
    }
wrong-empty-hole = El hoyo { $pit } está vacío: no hay nada que sembrar. Pulsa el hoyo { $want }, el que brilla.
wrong-elsewhere-hole = El hoyo { $pit } acabaría { $where }. Este paso trata del hoyo { $want }, el que brilla: púlsalo y mira.
wrong-empty-square = El cuadro { $pit } está vacío: no hay nada que sembrar. Siembra el cuadro { $want }, el que brilla.
wrong-elsewhere-square = El cuadro { $pit } acabaría { $where }. Este paso trata del cuadro { $want }, el que brilla: siémbralo y mira.
outcome-own_pit-hole = Tu última semilla cayó en tu hoyo { $pit }; ahora le tocaría al otro jugador.
outcome-other_pit-hole = Tu última semilla cayó en el hoyo { $pit } de la fila de arriba; ahora le tocaría al otro jugador.
outcome-own_pit-square = Tu último ciudadano cayó en tu cuadro { $pit } y el turno terminó; ahora le tocaría al otro jugador.
outcome-other_pit-square = Tu último ciudadano cayó en el cuadro { $pit } de la fila de arriba y el turno terminó; ahora le tocaría al otro jugador.
where-own_pit-hole = en tu hoyo { $pit }
where-other_pit-hole = en el hoyo { $pit } de la fila de arriba
where-own_pit-square = en tu cuadro { $pit }
where-other_pit-square = en el cuadro { $pit } de la fila de arriba

## Lo que oye un lector de pantalla del tablero: el nombre y la cuenta de cada casilla, y lo que se anuncia.
voice-board = Tablero
voice-you = tú
voice-bottom = abajo
voice-top = arriba
voice-pit = { $whose ->
    [you] Tu hoyo { $pit }
    [bottom] Hoyo { $pit } de abajo
    [top] Hoyo { $pit } de arriba
   *[named] Hoyo { $pit } de { $name }
}
voice-pit-hole = { $whose ->
    [you] Tu hoyo { $pit }
    [bottom] Hoyo { $pit } de abajo
    [top] Hoyo { $pit } de arriba
   *[named] Hoyo { $pit } de { $name }
}
voice-pit-square = { $whose ->
    [you] Tu cuadro { $pit }
    [bottom] Cuadro { $pit } de abajo
    [top] Cuadro { $pit } de arriba
   *[named] Cuadro { $pit } de { $name }
}
voice-store = { $whose ->
    [you] Tu almacén
    [bottom] Almacén de abajo
    [top] Almacén de arriba
   *[named] Almacén de { $name }
}
voice-tray = { $whose ->
    [you] Tus capturas
    [bottom] Capturas de abajo
    [top] Capturas de arriba
   *[named] Capturas de { $name }
}
voice-mandarin_square = { $where ->
    [left] Cuadro de mandarín de la izquierda
   *[right] Cuadro de mandarín de la derecha
}
voice-seeds = { $n ->
    [one] 1 semilla
   *[other] { $n } semillas
}
voice-citizens = { $n ->
    [one] 1 ciudadano
   *[other] { $n } ciudadanos
}
voice-burnt = quemado
voice-worth = vale { $n }
voice-mandarin_there = con su mandarín
voice-mandarin_taken = sin su mandarín
voice-way = { $square }: sembrar { $way ->
    [left] hacia la izquierda
   *[right] hacia la derecha
}
voice-last_seed = Última semilla: { $cell }.
voice-sowed = { $whose ->
    [you] Sembraste el hoyo { $pit }.
    [bottom] Abajo sembró el hoyo { $pit }.
    [top] Arriba sembró el hoyo { $pit }.
   *[named] { $name } sembró el hoyo { $pit }.
}
voice-sowed-hole = { $whose ->
    [you] Sembraste el hoyo { $pit }.
    [bottom] Abajo sembró el hoyo { $pit }.
    [top] Arriba sembró el hoyo { $pit }.
   *[named] { $name } sembró el hoyo { $pit }.
}
voice-sowed-square = { $whose ->
    [you] Sembraste el cuadro { $pit }
    [bottom] Abajo sembró el cuadro { $pit }
    [top] Arriba sembró el cuadro { $pit }
   *[named] { $name } sembró el cuadro { $pit }
} { $way ->
    [left] hacia la izquierda.
   *[right] hacia la derecha.
}
voice-score = Marcador: { $bottom } { $south }, { $top } { $north }.
voice-your_turn = Tu turno.
voice-both_hands = Las dos manos sembraron.
voice-new_game = Nueva partida.
voice-puzzle = El problema de hoy.
voice-undone = Jugada deshecha.
voice-redone = Jugada rehecha.
voice-next_round = Siguiente ronda.
voice-sides_swapped = Lados cambiados.
voice-back_to_game = De vuelta a la partida.
voice-key = Tecla { $key }.
