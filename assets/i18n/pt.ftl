# Português.
app-tagline = Kalah: semeie, capture, encha o seu armazém.
notice-bad_file = Não foi possível ler { $file } ({ $why }). O arquivo foi guardado como { $backup } e os valores padrão estão em uso.
notice-cannot_save = Não foi possível salvar { $file }: { $why }
new-heading = Novo jogo
new-two_players = Dois jogadores
new-first = Primeira jogada:
new-first-me = eu
new-first-bottom = de baixo
new-first-top = de cima
new-first-random = sorteio
store-you = Você
store-bottom = Baixo
store-top = Cima
settings-theme = Tema:
theme-light = claro
theme-dark = escuro
theme-high_contrast = alto contraste
settings-stones = Pedras:
stones-jewels = cores de joias
stones-colour_blind = para daltônicos
settings-reduce_motion = Reduzir movimento
settings-relay_store_right = Congklak e Sungka: armazéns à direita
settings-relay_store_right-tip = Desenha os tabuleiros de Congklak e Sungka com cada armazém à direita do seu jogador, semeados no sentido anti-horário, como alguns tabuleiros das Filipinas. As regras são as mesmas.
settings-ui_scale = Tamanho do texto
settings-fullscreen = Tela cheia: F11
new-seeds = sementes por casa
new-start = Começar
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-perfect = Perfeito
level-at_my_level = Seu nível
game-daily = Desafio do dia { $date }, dificuldade { $stars }
game-teach = Ensine-me
game-teach-thinking = Procurando uma boa jogada...
game-undo = Desfazer
game-redo = Refazer
game-resign = Desistir
game-restart = Recomeçar
hint-play = Jogue a casa { $pit }:
hint-extra_turn = a última semente cai no seu armazém, então você joga de novo.
hint-extra_turn_chain = a última semente cai no seu armazém, então você joga de novo, e podem vir mais jogadas extras ({ $then } seguidas).
hint-capture =
    a última semente cai numa casa vazia sua e captura: { $seeds } { $seeds ->
        [one] semente vai
       *[other] sementes vão
    } para o seu armazém.
hint-relays-one = as sementes são levantadas e semeadas de novo uma vez
hint-relays-many =
    as sementes são levantadas e semeadas de novo { $n } { $n ->
        [one] vez
       *[other] vezes
    }
hint-relay_to_store = { $relays }, e a última cai no seu armazém, então você joga de novo.
hint-relay_to_store_chain = { $relays }, e a última cai no seu armazém, então você joga de novo, e podem vir mais jogadas extras ({ $then } seguidas).
hint-relay_capture =
    { $relays }, e a última cai numa casa vazia sua e captura: { $seeds } { $seeds ->
        [one] semente vai
       *[other] sementes vão
    } para o seu armazém.
hint-protect =
    o adversário poderia capturar as { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    } da sua casa { $pit } na próxima jogada; esta jogada impede isso.
hint-keep = o jogo está quase no fim, e esta jogada mantém as suas sementes do seu lado, onde contam para você.
hint-squares =
    uma casa vazia segue o último cidadão, então você toma { $squares ->
        [1] a casa depois dela
       *[other] { $squares } casas, uma sim, outra não
    }: { $citizens } { $citizens ->
        [one] cidadão
       *[other] cidadãos
    }{ $mandarins ->
        [0] {""}
        [1] {" "}e um mandarim
       *[other] {" "}e os dois mandarins
    }.
hint-guard = o adversário poderia capturar { $seeds } na próxima jogada (um mandarim pelo seu valor); esta jogada impede isso.
hint-calculation = é a melhor jogada pelo cálculo.
hint-value-win = Com jogo perfeito você vence por { $n }.
hint-value-lose = Com jogo perfeito você perde por { $n }.
hint-value-draw = Com jogo perfeito dá empate.
analysis-heading = Análise
analysis-show = Mostrar o valor de cada casa jogável
analysis-off_vs_mascot = Desligada nos jogos contra { $name }, para não ser trapaça: use-a num jogo de dois jogadores.
analysis-off_daily = Desligada durante o desafio do dia.
analysis-off_lesson = Desligada durante uma lição: a lição ilumina a casa a jogar.
analysis-legend = Cada número é a diferença final para quem joga, se os dois lados jogarem perfeitamente depois dessa casa. ~ marca uma estimativa ainda em prova.
analysis-legend-browser = Num navegador o resolvedor só tem uma pequena tabela de finais e não guarda provas entre visitas: os valores são provados mais devagar do que no jogo para computador.
analysis-proving = Provando...
analysis-proved = Todos os valores estão provados.
daily-heading = Desafio do dia
daily-goal = Um final de jogo com vitória garantida: vença um adversário perfeito. Você joga com a fileira de baixo.
daily-today = Hoje, { $date }
daily-preparing = Preparando os desafios...
daily-play = Jogar
daily-retry = Tentar de novo
daily-restart = Recomeçar
daily-status-new = ainda não tentado
daily-status-won = resolvido (tentativas: { $tries })
daily-status-lost = ainda não resolvido (tentativas: { $tries })
daily-status-playing = no tabuleiro agora
daily-streak = Sequência: { $days } (melhor { $best })
daily-share = Copiar linha para compartilhar
daily-copied = Copiado para a área de transferência.
daily-share_line = Desafio Mancala { $date } { $stars }: resolvido (tentativas: { $tries }). Sequência: { $streak }.
daily-share_line_unsolved = Desafio Mancala { $date } { $stars }: ainda não resolvido (tentativas: { $tries }).
daily-past = Últimos 30 dias
daily-solved_banner = Desafio resolvido!
daily-failed_banner = Não foi desta vez
stats-heading = Estatísticas
stats-game = Jogo
stats-won = Vitórias
stats-drawn = Empates
stats-lost = Derrotas
stats-best = Melhor
stats-best-tip = Sua maior diferença ao vencer, em sementes (entre duas pessoas: a maior diferença).
stats-vs = { $name } · { $level }
stats-two_players = Dois jogadores
stats-two_players_note = Dois jogadores: Vitórias conta as da fileira de baixo, Derrotas as da fileira de cima.
stats-daily = Desafios do dia resolvidos: { $won }; sequência { $streak }, melhor { $best }
stats-none = Nenhum jogo terminado ainda.
stats-against_otto = Sua pontuação contra { $name }: { $rating } ± { $deviation } ({ $games } partidas)
stats-against_otto-tip = De cada partida de Kalah contra { $name }, cada nível dele com a pontuação medida no seu grupo. «Seu nível» joga com a força mais próxima.
settings-heading = Configurações
settings-speed = Velocidade:
speed-instant = instantânea
speed-fast = rápida
speed-normal = normal
speed-slow = lenta
settings-mute = Sem som (M)
status-your_turn = Sua vez: clique numa casa da fileira de baixo
status-mascot_turn = Vez de { $name }
status-mascot_thinking = { $name } está pensando...
status-bottom_turn = Vez da fileira de baixo
status-top_turn = Vez da fileira de cima
status-empty_pit = Essa casa está vazia: escolha uma com sementes.
status-your_row = As suas casas são a fileira de baixo.
status-bottom_row_turn = É a vez da fileira de baixo.
status-top_row_turn = É a vez da fileira de cima.
status-you_win = Você venceu, { $south } : { $north }!
status-mascot_wins = { $name } venceu, { $south } : { $north }
status-draw = Empate, { $south } : { $north }
status-bottom_wins = A fileira de baixo venceu, { $south } : { $north }!
status-top_wins = A fileira de cima venceu, { $south } : { $north }!
status-you_resigned = Você desistiu.
status-bottom_resigned = A fileira de baixo desistiu.
status-top_resigned = A fileira de cima desistiu.
preview-extra_turn = Jogada extra!
preview-capture = Captura { $n }!
preview-relay = 1 revezamento
preview-relays =
    { $n } { $n ->
        [one] revezamento
       *[other] revezamentos
    }
banner-you_win = Você venceu!
banner-mascot_wins = { $name } venceu
banner-draw = Empate
banner-bottom_wins = A fileira de baixo venceu!
banner-top_wins = A fileira de cima venceu!
banner-score_vs = Você { $south } : { $north } { $name }
banner-score = Baixo { $south } : { $north } Cima
banner-again = Jogar de novo
mascot-capture-1 =
    Minhas! { $n } { $n ->
        [one] semente
       *[other] sementes
    }.
mascot-capture-2 = Vou levar essas { $n }.
mascot-capture-3 = Para o meu armazém: { $n }!
mascot-extra-1 = Mais uma vez eu!
mascot-extra-2 = Direto no armazém. De novo!
mascot-extra-3 = Ha, jogo outra vez.
mascot-ouch-1 = Ah não, as minhas sementes!
mascot-ouch-2 = Ei, essas eram minhas...
mascot-ouch-3 = Ai. Boa captura.
mascot-nice-1 = Boa: você joga de novo.
mascot-nice-2 = Jogada extra, bem vista.
mascot-win = Venci, { $mine } a { $yours }! Outra partida?
mascot-lose = Você me venceu! Bem jogado.
mascot-draw = Empate! Mais uma?
mascot-puzzle = Consegue me vencer daqui?
rules-heading = Regras
rules-board = O tabuleiro tem duas fileiras de seis casas e um armazém em cada ponta. A sua fileira é a mais perto de você, e o seu armazém fica à sua direita. Cada casa começa com o mesmo número de sementes (4 no jogo padrão).
rules-sow = Na sua vez, escolha uma das suas casas que tenha sementes. Pegue todas e semeie uma a uma nas casas seguintes, no sentido anti-horário: pela sua fileira até o seu armazém, depois nas casas do adversário, e assim por diante. O armazém do adversário é pulado. Com sementes suficientes para dar a volta completa (13 ou mais), a casa que você esvaziou também recebe uma semente.
rules-extra = Jogada extra: se a sua última semente cai no seu próprio armazém, você joga de novo, quantas vezes acontecer.
rules-capture = Captura: se a sua última semente cai numa casa vazia do seu lado e a casa em frente tem sementes, essa semente e todas as da frente vão para o seu armazém, e a sua vez termina. Se a casa em frente está vazia, nada é capturado.
rules-end = Fim: assim que uma das fileiras fica vazia, o jogo termina, e cada jogador soma ao seu armazém as sementes que restam na sua fileira. Vence quem tiver mais sementes; números iguais são empate. (Por segurança, o jogo também termina assim depois de 400 semeaduras.)
rules-example_extra-title = Exemplo: jogada extra
rules-example_extra-body = No início a sua casa 3 (contando da sua esquerda) tem 4 sementes. Semeando, cai uma semente em cada uma das casas 4, 5 e 6, e a quarta no seu armazém: você joga de novo.
rules-example_capture-title = Exemplo: captura
rules-example_capture-body = A sua casa 2 tem 1 semente, a sua casa 3 está vazia, e a casa do adversário em frente a ela tem 5 sementes. Jogue a casa 2: a semente cai na casa 3 vazia e captura. 1 + 5 = 6 sementes vão para o seu armazém.
rules-faq-heading = Perguntas
rules-faq-store-q = Alguma semente vai para o armazém do adversário?
rules-faq-store-a = Não. A semeadura pula o armazém do adversário; você só enche o seu.
rules-faq-leftover-q = Quem fica com as sementes que sobram no fim?
rules-faq-leftover-a = Cada jogador fica com as sementes que ainda estão na sua fileira: elas vão para o armazém desse jogador quando o jogo termina.
rules-faq-first-q = Quem começa?
rules-faq-first-a = Você escolhe ao começar um jogo: você, { $name } ou sorteio. Começar é uma pequena vantagem: com jogo perfeito o primeiro jogador vence o jogo padrão por 8 sementes.
learn-heading = Lições
learn-start = Começar
learn-again = De novo
learn-progress =
    { $done } de { $total } { $total ->
        [one] lição
       *[other] lições
    } feitas, { $won } { $won ->
        [one] desafio vencido
       *[other] desafios vencidos
    }.
learn-step = Lição: { $title }, passo { $n } de { $total }
learn-next = Seguinte
learn-stop = Parar a lição
learn-challenge = Agora um pequeno desafio: vença { $name } a partir de uma posição preparada.
learn-challenge-play = Jogar o desafio
learn-challenge-playing = Desafio: vença { $name } (Fácil) daqui. Você joga a fila de baixo.
learn-challenge-won = Você venceu o desafio!
learn-challenge-lost = Desta vez não: esta posição pode ser vencida. Tentar de novo?
learn-challenge-again = Tentar de novo
outcome-own_store = Sua última semente caiu no seu depósito: você joga de novo.
outcome-capture = Sua última semente caiu na sua casa vazia { $pit }: ela e as sementes em frente, { $seeds } ao todo, foram para o seu depósito.
outcome-own_pit = Sua última semente caiu na sua casa { $pit }; agora seria a vez do outro jogador.
outcome-other_pit = Sua última semente caiu na casa { $pit } da fila de cima; agora seria a vez do outro jogador.
outcome-mandarin = Sua última semente caiu numa casa de mandarim; agora seria a vez do outro jogador.
outcome-game_over = Uma fila está vazia, então o jogo acabou: as sementes que restam em cada fila vão para o depósito dessa fila.
wrong-empty = A casa { $pit } está vazia: não há nada para semear. Aperte a casa { $want }, que brilha.
wrong-elsewhere = A casa { $pit } terminaria { $where }. Este passo é sobre a casa { $want }, que brilha: aperte-a e veja.
where-own_store = no seu depósito, com outra jogada
where-capture = na sua casa vazia { $pit }, capturando { $seeds }
where-own_pit = na sua casa { $pit }
where-other_pit = na casa { $pit } da fila de cima
where-mandarin = numa casa de mandarim
where-game_over = o jogo
lesson-sowing-title = Semear
lesson-sowing-step1 = Suas casas são a fila de baixo e seu depósito fica à direita. Uma jogada pega todas as sementes de uma de suas casas e as solta uma a uma para a direita. Aperte a casa 1.
lesson-sowing-step2 = As sementes passam pelo seu depósito e seguem para a fila de cima, no sentido anti-horário; só o depósito do adversário é pulado. Aperte a casa 6.
lesson-sowing-done = Uma jogada é só isso: pegar todas as sementes de uma casa e soltar uma em cada casa pelo caminho.
lesson-extra_turn-title = A jogada extra
lesson-extra_turn-step1 = A casa 3 tem 4 sementes e está a 4 passos do seu depósito. Conte junto: aperte a casa 3.
lesson-extra_turn-done = Quando sua última semente cai no seu depósito, você joga de novo. Conte os passos até o depósito antes de semear.
lesson-chain-title = Encadear jogadas extras
lesson-chain-step1 = A abertura mais forte começa com uma jogada extra: aperte a casa 3.
lesson-chain-step2 = Você joga de novo. Agora a casa 6 solta uma semente no seu depósito e o resto na fila de cima, a continuação de costume: aperte a casa 6.
lesson-chain-step3 = Jogadas extras se encadeiam. A casa 6 tem 1 e a casa 4 tem 3: as duas chegam exatamente ao depósito. Comece pela mais perto do depósito: aperte a casa 6.
lesson-chain-step4 = De novo! A casa 4 tem 3 e está a 3 passos: aperte a casa 4.
lesson-chain-step5 = A casa 4 pôs uma semente na casa 6, que tem 1 de novo: mais uma jogada. Aperte a casa 6.
lesson-chain-done = Jogue primeiro a jogada extra mais perto do depósito: uma casa mais longe jogada antes poria uma semente nas mais perto e estragaria a conta delas.
lesson-capture-title = A captura
lesson-capture-step1 = Sua casa 5 está vazia, e em frente a ela a fila de cima tem 4 sementes. A casa 2 tem 3 sementes, então a última cai na casa 5. Aperte a casa 2.
lesson-capture-done = Uma última semente numa casa vazia sua captura: ela e todas as sementes em frente vão para o seu depósito. Se a casa em frente está vazia, nada é capturado.
lesson-lap-title = A volta inteira
lesson-lap-step1 = A casa 1 tem 13 sementes: o bastante para dar a volta inteira, pulando o depósito do adversário, e soltar a 13.ª na própria casa 1, que você esvaziou. Aperte a casa 1.
lesson-lap-done = Treze sementes sempre voltam à casa de onde saíram e, como ela foi esvaziada, capturam o que está em frente. Conte antes de semear.
lesson-protect-title = Proteger um monte
lesson-protect-step1 = Perigo: sua casa 2 tem 8 sementes, e a casa da fila de cima em frente a ela está vazia. Uma semente caindo ali levaria as 8. Mova o monte: aperte a casa 2.
lesson-protect-done = Olhe as casas vazias do outro lado. Um monte em frente a uma delas está em perigo: mova-o, ou encha antes a casa vazia.
lesson-end-title = O fim do jogo
lesson-end-step1 = A fila de cima tem só uma semente, na sua casa 1, em frente à sua casa 6 vazia. A casa 5 solta sua semente na casa 6 e a captura: aperte a casa 5.
lesson-end-done = Quando uma fila fica vazia o jogo acaba, e as sementes que ainda estão na sua fila são suas. Perto do fim, guarde sementes do seu lado.
guide-heading = Como vencer
guide-lit = A casa acesa, { $pit }, mostra isso: jogue-a e veja.
guide-show = Mostre-me
guide-count-title = Conte até o depósito
guide-count-body = Uma casa com tantas sementes quantos passos até o seu depósito lhe dá outra jogada: a casa 6 precisa de 1, a casa 5 de 2, a casa 1 de 6.
guide-nearest_first-title = A mais perto primeiro
guide-nearest_first-body = Com várias jogadas extras prontas, jogue primeiro a mais perto do depósito; as outras ainda cabem depois.
guide-empty_pits-title = Use suas casas vazias
guide-empty_pits-body = Uma casa vazia sua em frente a um monte é uma captura esperando uma última semente. Procure uma casa que termine ali.
guide-protect-title = Cuidado com as casas vazias dele
guide-protect-body = Um monte seu em frente a uma casa vazia do adversário pode ser levado. Mova-o, ou estrague o pouso dele, antes que ele chegue lá.
guide-count_before_sowing-title = Conte antes de semear
guide-count_before_sowing-body = Uma casa grande dá a volta ao tabuleiro: 13 sementes terminam na casa de onde saíram, agora vazia, e capturam.
guide-end-title = Pense no fim
guide-end-body = Quando uma fila se esgota, cada lado fica com as sementes da sua fila. Perto do fim, guarde sementes do seu lado e deixe a outra fila secar.
coach-label = Apontar ameaças, e o que era melhor
coach-threat-capture =
    Cuidado: { $who } poderia capturar suas { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    } da casa { $pit } com a casa { $with }.
coach-threat-extra = Na próxima vez, { $who } tem uma jogada extra pronta na casa { $with }.
coach-threat-chain =
    Na próxima vez, { $who } tem { $turns } { $turns ->
        [one] jogada
       *[other] jogadas
    } extras seguidas a partir da casa { $with }.
coach-who-top = a fila de cima
coach-who-bottom = a fila de baixo
coach-none = Nenhuma ameaça do outro lado agora.
coach-better =
    { $whose }, casa { $played }: a casa { $pit } guardava { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    } a mais, porque { $why }.
coach-whose-you = Sua última jogada
coach-whose-bottom = Última jogada da fila de baixo
coach-whose-top = Última jogada da fila de cima
coach-why-extra_turn = dava outra jogada
coach-why-capture = capturava { $seeds }
coach-why-relay_to_store = seus revezamentos terminavam no armazém e davam outra jogada
coach-why-relay_capture = seus revezamentos terminavam capturando { $seeds }
coach-why-protect =
    salvava as { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    } da casa { $pit }
coach-why-keep = guardava sementes do seu lado
coach-why-squares = capturava { $citizens } de { $squares ->
    [1] uma casa
   *[other] { $squares } casas
}
coach-why-guard = impedia uma captura de { $seeds }
coach-why-calculation = o cálculo assim diz
new-clock = Relógio
new-clock-none = nenhum
new-clock-tip = Minutos para cada um, mais segundos somados ao fim de cada vez. Quem tem a vez perde quando o tempo acaba. Desfazer fica desligado num jogo com relógio.
banner-bottom_out_of_time = A fila de baixo ficou sem tempo.
banner-top_out_of_time = A fila de cima ficou sem tempo.
banner-review = Rever
moves-heading = Jogadas
moves-heading-review = Jogadas, revistas
moves-none = Ainda não houve semeaduras.
moves-pit = casa { $pit }
moves-extra_turn = ↻ vez extra
moves-capture =
    ×{ $seeds }: capturou { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    }
moves-first = O início
moves-back = Uma semeadura atrás (Esquerda)
moves-on = Uma semeadura à frente (Direita)
moves-last = A última semeadura
moves-back_to_game = Voltar ao jogo
moves-keys = Esquerda e Direita percorrem as semeaduras; qualquer outra tecla ou um clique no tabuleiro volta ao jogo.
review-start = Rever
review-start-tip = Avaliar cada semeadura em relação ao jogo perfeito: o solucionador trabalha em segundo plano.
review-best = melhor
review-good = boa
review-inaccuracy = imprecisão
review-mistake = erro
review-blunder = erro grave
review-progress = A provar as avaliações: { $done } de { $total } provadas…
review-accuracy = Precisão
review-move = Semeadura { $number }: { $name }, casa { $pit }
review-verdict =
    { $sign } { $rating }: { $loss } { $loss ->
        [one] semente perdida
       *[other] sementes perdidas
    } (valor { $before } → { $after })
review-best_was = A melhor era a casa { $pit } ({ $value }).
review-estimate = ~ Aqui o solucionador não terminou a tempo: estimativa de uma busca profunda.
review-waiting = Ainda não avaliada…
review-pick = Escolha uma semeadura na lista ou no gráfico para ver a avaliação e a melhor jogada.
review-play_from_here = Jogar a partir daqui
review-play_from_here-tip = Um jogo contra { $name } a partir da posição no tabuleiro: você fica com o lado que tem a vez.
review-close = Fechar a revisão
review-graph-point =
    após { $ply } { $ply ->
        [one] semeadura
       *[other] semeaduras
    }: { $value }
review-graph-legend = O valor para a fila de baixo antes de cada semeadura (acima de 0: a fila de baixo está ganhando). Clique para ir até lá.
records-heading = Registros de jogos
records-copy = Copiar registro
records-copy-tip = O jogo em texto simples, para colar onde quiser: o jogo em revisão ou, senão, o jogo atual.
records-copied = Copiado para a área de transferência.
records-save = Salvar registro
records-save-tip = Salva o registro como arquivo de texto na pasta de registros.
records-paste = Cole um registro aqui para revê-lo:
records-review_pasted = Rever o registro colado
records-refused = Não aberto: { $why }
records-path = caminho de um arquivo de registro
records-open = Abrir
records-saved = Registros salvos ({ $count })
records-folder = Os registros ficam em { $folder }. Um arquivo de registro arrastado para a janela também abre.
records-saved_as = Salvo como { $path }
records-cannot_save = Não foi possível salvar: { $why }
history-heading = Jogos anteriores ({ $count })
history-none = Os jogos terminados aparecem aqui (os últimos 100).
history-review = Rever
history-review-tip = Jogo { $number } do histórico
rules-review-title = Rever um jogo
rules-review-body = A revisão avalia cada semeadura pelas sementes que perdeu em relação ao jogo perfeito: o valor da posição antes dela menos o valor que a semeadura deixou.
rules-review-none = não perde nada
rules-review-one = perde { $least } semente
rules-review-range =
    perde de { $least } a { $most } { $most ->
        [one] semente
       *[other] sementes
    }
rules-review-more =
    perde { $least } { $least ->
        [one] semente
       *[other] sementes
    } ou mais
rules-review-accuracy = A precisão é a média das semeaduras de um jogador que tinham escolha: 100 para uma semeadura que não perde nada, reduzida à metade a cada 3 sementes perdidas.
rules-clock-title = Jogar com relógio
rules-clock-body = Num jogo a dois pode jogar com relógio: 3+2 ou 5+5 (minutos para cada um, mais segundos somados quando a sua vez termina). O seu tempo corre na sua vez, mas não enquanto as sementes são semeadas nem com a janela em segundo plano. Se o tempo acabar, perde. Desfazer fica desligado.
status-looking = Olhando para trás: após a semeadura { $ply } de { $total }. Qualquer tecla volta.
new-rules = Regras da casa do Kalah:
new-empty_capture = captura vazia
new-remaining_to_emptier = sementes restantes para quem esvaziou
rules-kalah = Kalah padrão
rules-kalah_with = Kalah com regras da casa: { $switches }
rules-house-title = Regras da casa
rules-house-intro = Os livros de regras divergem em duas regras do Kalah. Cada uma pode ser ligada em Novo jogo; o desafio diário e as lições usam sempre as regras padrão, e as estatísticas separam cada conjunto de regras.
rules-house-empty_capture = Captura vazia: quando a sua última semente cai numa casa sua vazia, ela captura mesmo que a casa em frente esteja vazia: essa semente vai para o seu depósito e a sua vez termina.
rules-house-empty_capture-example = Exemplo: a sua casa 1 tem 1 semente, a sua casa 2 está vazia e a casa em frente também. Jogue a casa 1: pelas regras padrão nada é capturado; com a captura vazia o seu depósito ganha 1.
rules-house-emptier = Sementes restantes para quem esvaziou: quando uma fila fica vazia, todas as sementes que restam no tabuleiro vão para o jogador cuja fila está vazia, em vez de cada um ficar com a sua fila.
rules-house-emptier-example = Exemplo: a sua última semente, da casa 6, cai no seu depósito e a sua fila fica vazia, enquanto a fila do adversário tem 6 sementes. Pelas regras padrão essas 6 vão para o adversário; com esta regra são suas.
hint-take =
    a última semente faz uma casa do adversário ficar com 2 ou 3, por isso você leva as suas { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    }.
hint-chain =
    a última semente faz uma casa do adversário ficar com 2 ou 3, e as casas antes dela também: você leva { $pits } { $pits ->
        [one] casa
       *[other] casas
    }, { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    }.
hint-feed = o seu adversário não tem sementes, por isso você tem de lhe dar algumas; esta é a melhor maneira de o fazer.
hint-reserve = o jogo está quase no fim, e esta jogada guarda as suas sementes do seu lado, uma reserva que dura mais do que a do adversário.
coach-why-take = levava { $seeds }
coach-why-chain =
    levava { $seeds } de { $pits } { $pits ->
        [one] casa
       *[other] casas
    }
coach-why-feed = alimentava melhor o adversário
coach-why-reserve = guardava uma reserva do seu lado
preview-take = Leva { $n }!
preview-chain =
    Leva { $n } de { $pits } { $pits ->
        [one] casa
       *[other] casas
    }!
preview-grand_slam = Grand slam: não leva nada
status-must_feed = O seu adversário não tem sementes: jogue uma casa que chegue ao lado dele.
status-end-repetition = A posição repetiu-se, por isso cada lado ficou com as sementes do seu lado.
status-end-no_move = Nenhuma jogada podia dar sementes ao outro lado, por isso cada lado ficou com as sementes do seu lado.
status-end-majority = Mais de metade das sementes foram capturadas.
new-game = Jogo:
new-game-kalah = Kalah
new-game-kalah-tip = Armazéns nas pontas, jogadas extra e capturas em frente: o jogo das lições e do desafio do dia.
new-game-oware = Oware
new-game-oware-tip = Oware (Abapa), o jogo da África Ocidental e dos torneios mundiais: captura 2 e 3 do lado do adversário.
new-oware_board = Oware: 6 casas de cada lado, 4 sementes em cada. As sementes capturadas ficam numa bandeja ao lado do tabuleiro.
rules-oware = Oware (Abapa)
rules-oware-title = Oware (Abapa)
rules-oware-intro = O Oware joga-se com 6 casas de cada lado e 4 sementes em cada, e não há armazéns: as sementes que captura ficam na sua bandeja ao lado do tabuleiro. Escolha-o em Jogo, no Novo jogo.
rules-oware-sow = Pegue em todas as sementes de uma das suas casas e semeie-as uma a uma nas casas seguintes, no sentido contrário ao dos ponteiros do relógio, pelas duas filas. Uma casa com 12 ou mais sementes dá a volta ao tabuleiro e salta a casa de onde saiu em cada volta.
rules-oware-capture = Captura: se a sua última semente cai numa casa do adversário e a deixa com 2 ou 3, você leva essas sementes; e depois a casa antes dela do lado dele, e a anterior, enquanto cada uma tiver 2 ou 3.
rules-oware-grand_slam = Grand slam: uma sementeira que levaria todas as sementes do adversário pode ser jogada, mas não leva nada.
rules-oware-feed = Alimentar: quando o adversário não tem sementes, tem de jogar uma casa que lhe dê algumas. Se nenhuma o puder fazer, o jogo acaba e você fica com as sementes do seu lado.
rules-oware-end = Ganha o primeiro a capturar mais de 24 sementes; 24 para cada um é empate. Se uma posição se repetir, o jogo acaba e cada jogador fica com as sementes do seu lado.
rules-oware-values = Os valores da análise e da revisão contam o jogo jogado até à última semente, por isso podem diferir do resultado final, mas nunca sobre quem ganha.
rules-oware-example_chain-title = Exemplo: uma corrente
rules-oware-example_chain-body = A sua casa 3 tem 6 sementes; as casas 1, 2 e 3 do adversário têm 1, 2 e 1, e a casa 4 dele tem 4. Jogue a casa 3: as sementes vão para as suas casas 4, 5 e 6 e para as casas 1, 2 e 3 dele, que ficam com 2, 3 e 2. A última semente deixou a casa 3 com 2, por isso você leva-a, e depois as casas 2 e 1 antes dela: 7 sementes.
rules-oware-example_grand_slam-title = Exemplo: um grand slam
rules-oware-example_grand_slam-body = O adversário tem 1 semente na casa 1 e 2 na casa 2, e mais nada. A sua casa 6 tem 2 sementes: deixam essas casas com 2 e 3. Levá-las seria levar todas as sementes do adversário, por isso a sementeira não leva nada.
rules-oware-example_feed-title = Exemplo: alimentar
rules-oware-example_feed-body = A fila do adversário está vazia. A sua casa 1 tem 3 sementes, que ficam do seu lado; a sua casa 6 tem 1, que chega a ele. Tem de jogar a casa 6. Se nenhuma casa lhe chegasse, o jogo acabava e as sementes do seu lado seriam suas.
rules-oware-example_repetition-title = Exemplo: uma repetição
rules-oware-example_repetition-body = Cada um capturou 23 sementes e tem 1 semente, na casa 6. As duas sementes perseguem-se à volta do tabuleiro, e ao fim de 12 sementeiras a mesma posição repete-se. O jogo acaba aí e cada um fica com a semente do seu lado: 24 a 24, empate.
app-tagline-oware = Oware: semeie, leve os 2 e os 3, capture mais de 24.
new-game-congklak = Congklak
new-game-congklak-tip = Congklak (congkak, dakon), o jogo de semeadura em revezamento da Indonésia, da Malásia e das Filipinas: { $side ->
        [right] seu armazém fica à sua direita, você semeia no sentido anti-horário
       *[left] seu armazém fica à sua esquerda, você semeia no sentido horário
    }, e uma última semente numa casa com sementes as levanta e continua semeando.
new-holes = casas por lado (com tantas sementes em cada uma)
new-variants = Variantes:
new-lap_before_capture = capturar após uma volta
new-pass_when_empty = passar sem sementes
bar-congklak =
    Congklak · { $holes } { $holes ->
        [one] casa
       *[other] casas
    }
rules-congklak = Congklak
rules-congklak_with = Congklak com { $switches }
rules-congklak-title = Congklak
rules-congklak-intro = O congklak é jogado com 5 a 9 casas por lado (7 no jogo habitual), cada uma começando com tantas sementes quantas casas houver. Sua fileira é a mais próxima de você e { $side ->
        [right] seu armazém fica à sua direita: você semeia no sentido anti-horário
       *[left] seu armazém fica à sua esquerda: você semeia no sentido horário
    }, no seu armazém mas nunca no do adversário. Escolha-o em Jogo, em Novo jogo.
rules-congklak-relay = Onde cai sua última semente decide o que vem depois. No seu armazém: você joga de novo. Numa casa que tinha sementes, de qualquer lado: levante todas, a última também, e continue semeando dali. Esse revezamento pode se repetir várias vezes numa jogada.
rules-congklak-capture = Numa casa vazia sua: se a casa em frente tem sementes, elas e sua última semente vão para o seu armazém; de todo modo sua vez acaba. Numa casa vazia do adversário: sua vez acaba.
rules-congklak-end = A rodada acaba quando quem vai jogar não tem sementes nas suas casas; as que restam vão para o armazém do dono. Ganha quem tiver mais sementes.
rules-congklak-burnt = Uma casa marcada com × está queimada: ninguém semeia nela nem a joga, e nada se captura dela. As casas queimam numa partida em rodadas, quando um jogador não consegue enchê-las de novo.
rules-congklak-first = Jogar primeiro conta muito: uma boa primeira vez encadeia semeadura após semeadura no armazém e pode levar a maior parte das sementes. Por isso, tradicionalmente, os jogadores começam semeando ao mesmo tempo.
rules-congklak-lap_before_capture = Variante, capturar após uma volta: uma casa vazia sua só captura depois que a jogada passou pelo seu armazém.
rules-congklak-pass_when_empty = Variante, passar sem sementes: quem não tem sementes nas suas casas passa, e a rodada só acaba quando todas as casas estão vazias.
rules-congklak-example_relay-title = Exemplo: um revezamento e uma captura
rules-congklak-example_relay-body = No início, { $side ->
        [right] semeie sua segunda casa a partir da esquerda
       *[left] semeie sua segunda casa a partir da direita
    }: suas 7 sementes vão para as suas cinco casas seguintes, seu armazém e a primeira casa do adversário, que tinha 7. Levante essas 8 e continue pela fileira dele até as suas duas primeiras casas: a última cai na casa que você esvaziou, então captura as 8 em frente e ela mesma. Agora há 10 sementes no seu armazém.
rules-congklak-example_store-title = Exemplo: um revezamento até o armazém
rules-congklak-example_store-body = A terceira casa a partir do seu armazém tem 1 semente e a seguinte 1. Semeie essa semente: ela cai numa casa com uma semente, então você levanta as 2 e continua, uma na casa ao lado do armazém e a última no armazém. Você joga de novo.
tab-moves = Jogadas
tab-learn = Aprender
tab-daily = Desafio
tab-stats = Placar
tab-rules = Regras
dialog-close = Fechar (Esc)
dialog-cancel = Cancelar
dialog-done = Pronto
new-opponent = Seu adversário
new-card-easy = { $name } joga por diversão
new-card-medium = { $name } joga bem
new-card-hard = { $name } pensa longe
new-card-friends = nesta tela
new-card-at_my_level = { $name } joga como você
new-card-at_my_level-tip = { $name } joga com a força mais próxima da sua pontuação contra ele ({ $rating }), que muda a cada partida de Kalah que você termina contra ele.
new-card-at_my_level-kalah = Seu nível é do Kalah, onde as forças de { $name } foram medidas.
new-more = Mais opções: regras da casa, relógio
new-keys = Enter começa, Esc fecha
settings-group-animation = Animação
settings-group-sound = Som
settings-group-look = Aparência
settings-group-text = Texto
settings-group-language = Idioma
bar-new_game = Novo jogo
bar-review = Analisar este jogo
bar-notices = Avisos
bar-drawer = Mostrar ou esconder a gaveta lateral
bar-menu = Mais: desistir, recomeçar
bar-lesson = Lição { $n } de { $total }: { $title }
bar-vs_mascot = Você vs { $name } · { $level }
bar-two_players = Dois jogadores
bar-kalah =
    Kalah · { $pits } { $pits ->
        [one] casa
       *[other] casas
    }, { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    }
coach-heading = Treinador
welcome-heading = Bem-vindo ao Mancala
welcome-play = Jogar com { $name }
welcome-play-line = um primeiro jogo amigável
welcome-learn =
    Aprender em { $n } { $n ->
        [one] lição
       *[other] lições
    }
welcome-learn-line = aperte a casa que brilha
welcome-daily = Desafio do dia
welcome-later = Só quero ver o tabuleiro
notices-none = Nada a informar.
notices-clear = Limpar a lista
new-online = Online
new-card-online = amigo ou qualquer um
bar-online = Jogar online
bar-vs_online = { $me } { $my_rating } contra { $name } { $rating }
bar-reconnecting = Reconectando em { $seconds } s…
bar-connecting = Conectando…
bar-draw_offered = { $name } propõe empate
bar-draw_sent = Empate proposto
bar-you = Você
banner-online-aborted = A partida foi anulada: tempo demais sem semear, cedo demais para contar.
banner-online-agreed = Empate combinado.
banner-online-rating = Sua pontuação: { $rating }
banner-online-rematch_asked = { $name } pede revanche.
banner-online-rematch_sent = Revanche pedida; esperando a resposta.
banner-online-their_time = O tempo de { $name } acabou.
banner-online-they_abandoned = { $name } deixou a partida sem jogar por duas semanas e perdeu.
banner-online-they_resigned = { $name } desistiu.
banner-online-you_abandoned = Você deixou a partida sem jogar por duas semanas e perdeu.
banner-online-you_resigned = Você desistiu.
banner-online-your_time = Seu tempo acabou.
online-heading = Jogar online
online-server = Servidor
online-server-hint = host:porta, ou a linha que um amigo enviou
online-name = Seu nome
online-name-hint = como os outros o verão
online-connect = Conectar
online-host = Hospedar neste computador
online-host-about = Hospedar inicia um servidor no jogo, para um amigo na mesma rede; nada a instalar.
online-host-desktop = Para hospedar um jogo para um amigo na mesma rede é preciso o jogo para computador: uma página no navegador não pode ser alcançada por outro computador.
online-host-starting = Iniciando o servidor…
online-host-failed = O servidor não pôde iniciar: { $why }
online-host-on = Hospedando em { $address }: dê este endereço ao seu amigo, ou a linha abaixo.
online-host-firewall = Seu firewall pode perguntar se o Mancala pode aceitar conexões: permita em redes privadas.
online-host-stop = Parar de hospedar
online-state-connecting = Conectando a { $server }…
online-state-online = Conectado a { $server } como { $name } (pontuação { $rating }).
online-state-retrying = { $server } não responde ({ $why }); tentando de novo em { $seconds } s.
online-state-refused = O servidor não aceita este jogador: { $why }
online-refused-no_game = Nenhuma partida tem esse código: pode estar digitado errado ou a partida já acabou. Peça um novo link ao seu amigo.
online-refused-closed = Essa partida está cheia ou o código expirou (um código dura 24 horas). Peça um novo link ao seu amigo.
online-friend = Jogar com um amigo
online-create = Criar uma partida privada
online-create-rules = com as regras e o tabuleiro do diálogo Novo jogo
online-code-hint = o código ou a linha de um amigo
online-join = Entrar
online-code-give = Dê este código ao seu amigo (vale por 24 horas):
online-code-copy = Copiar a linha
online-code-link = Ou envie este link: ele abre o jogo em qualquer navegador, e também neste jogo.
online-code-copy_link = Copiar o link
online-code-waiting = Esperando seu amigo entrar…
online-stranger = Encontrar um adversário
online-casual = amistosa
online-ranked = valendo pontos
online-control = Relógio:
online-correspondence = Por correspondência:
settings-group-notes = Notificações
settings-desktop_notes = Avisar-me no ambiente de trabalho quando for a minha vez numa partida por correspondência
settings-desktop_notes-browser = Uma página não pode avisar a área de trabalho: o título da aba conta os jogos em que é a sua vez, como (2) Mancala.
notes-your_move = É a sua vez contra { $name }
notes-your_move-body = { $game }, { $control }, em { $server }: restam { $left }
online-elsewhere = Noutros servidores ({ $n } a sua vez)
online-elsewhere-all = As suas partidas online ({ $n } a sua vez)
online-elsewhere-unreachable = { $server }: sem resposta ({ $why })
online-elsewhere-open = Abrir lá
bar-your_moves =
    É a sua vez em { $n } { $n ->
        [one] partida
       *[other] partidas
    } online
online-mine = Suas partidas em jogo ({ $n } sua vez)
online-mine-your_move = sua vez
online-mine-their_move = vez de { $name }
online-mine-open = Abrir
online-mine-shown = no tabuleiro
online-control-none = nenhum
online-control-30s = 30 s por semeadura
online-control-blitz = 3+2
online-control-rapid = 5+5
online-control-1d = 1 dia por semeadura
online-control-3d = 3 dias por semeadura
online-control-7d = 7 dias por semeadura
online-find = Encontrar adversário
online-otto-offer = Ainda não chegou ninguém. Otto, o computador, pode jogar contigo agora ({ $level }, amigável: nenhuma pontuação muda).
online-otto-play = Jogar com Otto
online-otto-now = Jogar com Otto já
online-otto-now-tip = Uma partida amigável contra Otto, o computador, no nível mais próximo da sua pontuação
online-history =
    A sua pontuação de { $family } nas últimas { $games } { $games ->
        [one] partida
       *[other] partidas
    } a contar
online-history-theirs =
    Pontuação de { $name } em { $family } nas últimas { $games } { $games ->
        [one] partida
       *[other] partidas
    } valendo pontos
online-family-kalah = Kalah
online-family-oware = Oware
online-family-congklak = Congklak
online-challenge = Desafiar
online-challenge-toast = { $name } desafia você: { $game }. Responda em Jogar online.
online-challenge-in = { $name } desafia você: { $game }
online-challenge-out = Você desafiou { $name }: { $game }
online-challenge-accept = Aceitar
online-challenge-decline = Recusar
online-challenge-withdraw = Retirar
online-leaderboard = Classificação:
online-leaderboard-empty = Ainda não há ninguém.
online-leaderboard-rule = Aparecem: uma pontuação firme (sem ?) e uma partida a contar nos últimos 30 dias.
online-leaderboard-you = Aqui és o número { $rank }.
online-leaderboard-games =
    { $games } { $games ->
        [one] partida
       *[other] partidas
    }
bar-bot = um computador
online-seeking = Procurando um adversário ({ $kind }, { $control })…
online-record = Partidas online: { $games }
online-ratings = Pontuações: { $list } (? provisória)
online-result-win = vitória
online-result-loss = derrota
online-result-draw = empate
online-leave = Desconectar
online-offer_draw = Propor empate
online-accept_draw = Aceitar o empate
online-rematch = Revanche
online-berserk-short = Berserk
online-berserk = Berserk: metade do seu relógio, sem incremento, e uma vitória vale um a mais
bar-watching = Assistindo: { $me } { $my_rating } contra { $name } { $rating }
bar-watching_tv = TV: { $me } { $my_rating } contra { $name } { $rating }
bar-watchers = { $n } assistindo
bar-behind =
    mostrada { $n } { $n ->
        [one] semeadura
       *[other] semeaduras
    } atrás
online-tab-play = Jogar
online-tab-watch = Assistir
online-tab-leaderboard = Classificação
online-tab-profile = Seu perfil
online-tab-challenges = Desafios
online-tab-tournaments = Torneios
online-vacation = Férias das suas partidas por correspondência:
online-vacation-days =
    { $n } { $n ->
        [one] dia
       *[other] dias
    }
online-vacation-take = Tirar
online-vacation-back = Voltar já
online-vacation-told =
    Fora até { $until }; restam { $left } { $left ->
        [one] dia
       *[other] dias
    } este ano
online-tournament-make = Criar um torneio privado
online-tournament-name = Nome:
online-tournament-kind-arena = Arena
online-tournament-kind-swiss = Suíço
online-tournament-rounds = rondas
online-tournament-starts_in = começa em
online-tournament-create = Criá-lo
online-tournament-make-about = Privado: entra-se com o código que recebe. O jogo é a família do diálogo Novo jogo.
online-tournament-refresh = Atualizar
online-tournament-code = Código de um torneio privado
online-tournament-join_code = Entrar com o código
online-tournament-running = Em andamento
online-tournament-upcoming = Próximos
online-tournament-finished = Encerrados
online-tournament-none = Nenhum.
online-tournament-asking = Perguntando ao servidor…
online-tournament-open = Abrir
online-tournament-back = Todos os torneios
online-tournament-join = Participar
online-tournament-withdraw = Desistir
online-tournament-arena = Arena de { $minutes } min
online-tournament-swiss =
    Suíço de { $rounds } { $rounds ->
        [one] rodada
       *[other] rodadas
    }
online-tournament-players =
    { $count } { $count ->
        [one] jogador
       *[other] jogadores
    }
online-tournament-starts = começa { $at }
online-tournament-ends = termina { $at }
online-tournament-round = rodada { $round }
online-tournament-leader = líder: { $name }
online-tournament-private = privado, código { $code }
online-tournament-rank = #
online-tournament-player = Jogador
online-tournament-score = Pontos
online-tournament-sheet = Partidas
online-tournament-buchholz = Buchholz
online-tournament-sonneborn_berger = S-B
online-tournament-boards = Partidas em andamento
online-tournament-bye = Folga nesta rodada: { $name }
online-tournament-you =
    #{ $rank } de { $players } · { $score } { $score ->
        [one] ponto
       *[other] pontos
    }
online-tournament-fire = Em sequência: a próxima partida vale o dobro
online-tournament-earlier = +{ $n } antes
online-tournament-status-upcoming = próximo
online-tournament-status-running = em andamento
online-tournament-status-finished = encerrado
online-challenge-none = Nenhum desafio espera resposta. Desafie alguém pela classificação ou pelo perfil.
online-watch-tv = TV
online-watch-tv-tip = Assista à partida em jogo de maior pontuação, e à seguinte cada vez que terminar
online-watch-refresh = Atualizar
online-watch-now = Assistindo { $names }
online-watch-stop = Parar de assistir
online-watch-asking = Pedindo ao servidor as partidas em jogo…
online-watch-none = Ninguém está jogando agora. Procure um adversário ou jogue com o Otto.
online-watch-ply =
    { $ply } { $ply ->
        [one] semeadura
       *[other] semeaduras
    }
online-watch-watchers = { $n } assistindo
online-watch-watch = Assistir
analysis-off_online = Desligada numa partida online: reveja-a quando acabar.
analysis-off_opening = Desligada enquanto as duas mãos semeiam juntas: o valor de uma semeadura conta a partir do fim da abertura.
new-first-together = juntos
new-first-together-tip = O início próprio do congklak: no começo de cada rodada os dois jogadores escolhem uma casa e semeiam ao mesmo tempo. Quem parar primeiro joga em seguida.
status-opening-choose = Escolha uma casa para começar: você e { $name } semeiam ao mesmo tempo
status-opening-mascot_choosing = { $name } está escolhendo uma casa...
status-opening-again = Sua mão chegou ao seu armazém: escolha uma casa para continuar
status-opening-bottom_first = Baixo: escolha uma casa enquanto Cima não olha
status-opening-top_first = Cima: escolha uma casa (a de Baixo fica escondida)
status-opening-bottom_again = A mão de Baixo chegou ao armazém: Baixo, escolha uma casa
status-opening-top_again = A mão de Cima chegou ao armazém: Cima, escolha uma casa
status-opening-sowing = As duas mãos semeiam juntas... (um clique ou Espaço pula)
status-opening-online_wait = Sua casa está escolhida: esperando a de { $name } (as duas aparecem juntas)
status-opening-online_theirs = { $name } já escolheu uma casa: escolha a sua
status-opening-watched_first = Os dois jogadores escolhem em segredo uma casa para começar
bar-round = rodada { $n }
bar-round_score = rodada { $n } ({ $south }–{ $north })
banner-round-you_win = Você vence a rodada!
banner-round-mascot_wins = { $name } vence a rodada
banner-round-bottom_wins = A fileira de baixo vence a rodada!
banner-round-top_wins = A fileira de cima vence a rodada!
banner-round-draw = A rodada termina empatada
banner-round-next = Próxima rodada
banner-round-online_next = Próxima rodada em { $n } s
banner-round-burnt_vs = Casas queimadas na próxima rodada: suas { $south }, de { $name } { $north }
banner-round-burnt = Casas queimadas na próxima rodada: embaixo { $south }, em cima { $north }
banner-rounds_vs = Rodadas vencidas: você { $south }, { $name } { $north }
banner-rounds = Rodadas vencidas: embaixo { $south }, em cima { $north }
banner-match-you_win = Você vence a partida!
banner-match-mascot_wins = { $name } vence a partida
banner-match-bottom_wins = A fileira de baixo vence a partida!
banner-match-top_wins = A fileira de cima vence a partida!
banner-match-you_cannot_fill = Você não consegue encher nenhuma casa.
banner-match-mascot_cannot_fill = { $name } não consegue encher nenhuma casa.
banner-match-bottom_cannot_fill = A fileira de baixo não consegue encher nenhuma casa.
banner-match-top_cannot_fill = A fileira de cima não consegue encher nenhuma casa.
banner-match-new = Nova partida
board-in_hand = { $n } na mão
moves-pit-hole = casa { $pit }
hint-play-hole = Jogue a casa { $pit }:
status-your_turn-hole = Sua vez: clique numa casa da fileira de baixo
status-empty_pit-hole = Essa casa está vazia: escolha uma com sementes.
review-move-hole = Semeadura { $number }: { $name }, casa { $pit }
review-best_was-hole = A melhor era a casa { $pit } ({ $value }).
rules-congklak-together = Começar juntos: com a primeira jogada em «juntos», cada jogador escolhe uma casa e os dois semeiam ao mesmo tempo, uma semente de cada vez. Uma mão cuja última semente cai no próprio armazém para até o jogador escolher outra casa; uma mão que para em qualquer outro lugar terminou. Joga em seguida quem terminou primeiro, e a rodada continua por turnos.
rules-congklak-rounds = Rodadas: quando uma rodada termina, cada jogador enche de novo as suas casas a partir do armazém, com tantas sementes por casa quanto no início, da casa ao lado do armazém para fora. As casas que não podem ser enchidas ficam queimadas na rodada, e as sementes que sobram ficam no armazém. Quem vence uma rodada começa a seguinte (a não ser que comecem juntos); a partida termina quando um jogador não consegue encher nenhuma casa.
mistakes-heading = Seus erros: { $due } para hoje
mistakes-count =
    { $all } { $all ->
        [one] problema feito
       *[other] problemas feitos
    } das suas próprias partidas: cada um, uma posição em que uma semeadura sua entregou sementes, com a resposta provada.
mistakes-rating = Rating de problemas: { $rating }
mistakes-finding = Partidas ainda por examinar em busca dos seus erros: { $games }
mistakes-none_yet = Termine uma partida contra o Otto, um amigo ou online: cada erro ou capivarada sua nela vira aqui um problema, com a resposta provada.
mistakes-all_done = Nada pendente agora. O próximo problema volta em { $when }.
mistakes-start = Resolver seus erros
mistakes-find = Encontre a semeadura que mantém { $value }
mistakes-source =
    Da sua partida { $against } em { $date }, semeadura { $number }: você jogou a casa { $played } e entregou { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    }.
mistakes-against-otto = contra { $name } ({ $level })
mistakes-against-online = contra { $name } online
mistakes-against-friend = entre dois jogadores nesta tela
mistakes-kept = ✔ A casa { $pit } mantém, porque { $why }.
mistakes-lost =
    ✘ A casa { $pit } entrega { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    }. A casa { $best } mantém, porque { $why }.
mistakes-rating_moved = Rating de problemas: { $rating } ({ $change })
mistakes-back_in = Este problema volta em { $when }.
mistakes-show_answer = Mostrar a resposta
mistakes-bar = Seu erro como problema
mistakes-next = Próximo problema
mistakes-stop = Parar
mistakes-minutes = { $n } min
mistakes-hours = { $n } h
mistakes-days =
    { $n } { $n ->
        [one] dia
       *[other] dias
    }
new-fair = Início justo:
new-fair-usual = o de sempre
new-fair-usual-tip = O início de sempre: com jogo perfeito o primeiro jogador vence por 8 sementes.
new-fair-pie = regra da torta
new-fair-pie-tip = Depois do primeiro turno do primeiro jogador, o segundo pode ficar com aquele lado. Então abra com um turno que você não se importe de ver tomado.
new-fair-balanced = início equilibrado
new-fair-balanced-tip = Uma de poucas posições iniciais de 48 sementes que o resolvedor provou não valerem nada para o primeiro jogador, com todas as casas jogáveis.
new-fair-balanced-standard = Os inícios equilibrados são para 6 casas de 4 sementes com as regras padrão.
pie-take = Ficar com o lado dele
pie-take-hint = A regra da torta: fique com o lado que acabou de jogar seu primeiro turno; o outro jogador joga então o seu, e joga a seguir.
pie-offered = Regra da torta: semeie, ou fique com o outro lado (⇅ na barra).
pie-taken_by_mascot = { $name } ficou com o seu lado: agora você joga o outro, sua vez.
pie-taken = Lados trocados: o tabuleiro girou, e cada jogador semeia a fileira à sua frente.
tab-explorer = Explorar
explorer-heading = Explorador de aberturas
explorer-to_move-south = Vez do Sul (a fileira de baixo).
explorer-to_move-north = Vez do Norte (a fileira de cima).
explorer-working = Calculando o valor de cada semeadura...
explorer-column-pit = Jogar
explorer-column-value = Valor
explorer-column-yours = Suas
explorer-column-online = Online
explorer-pit = Cova { $pit }
explorer-play_tip = Jogar esta semeadura num tabuleiro de análise
explorer-games = { $games } · { $score }%
explorer-legend = Valor: a margem final para quem joga após esta semeadura, se ambos jogarem perfeitamente; ~ marca uma estimativa. Suas e Online: as partidas que a jogaram aqui · a parte dos pontos que obteve.
explorer-offline = As partidas do servidor aparecem aqui quando você está online.
explorer-asking = Perguntando ao servidor...
explorer-online_games = Online: as partidas terminadas do servidor.
explorer-off_daily = Desligado durante o quebra-cabeça diário.
explorer-off_lesson = Desligado durante uma lição.
explorer-off_mistake = Desligado enquanto você resolve um quebra-cabeça dos seus erros.
explorer-off_congklak = As rodadas do Congklak e do Sungka começam com as duas mãos ao mesmo tempo, e nada prova as posições do Ô ăn quan: não há abertura a explorar.
explorer-off_vs_mascot = Desligado enquanto você joga contra { $name }, para não ser trapaça: abre quando a partida acabar.
explorer-off_online = Desligado durante uma partida online: abre quando a partida acabar.
otto-study-title = { $name } está estudando os finais do Oware
otto-study-kept =
    Ele já conhece cada posição com até { $seeds } { $seeds ->
        [one] semente
       *[other] sementes
    } nas casas; { $target } quando terminar. Fica guardado para todas as próximas partidas.

# Sungka (docs/congklak.md, "Sungka").
new-game-sungka = Sungka
new-game-sungka-tip = Sungka, o irmão filipino do Congklak: o mesmo tabuleiro de 7 casas e a semeadura em revezamento, mas quem tem todas as casas vazias passa, e uma captura leva só as sementes da frente.
new-capture_own_seed = capturar com a própria semente
bar-sungka =
    Sungka · { $holes } { $holes ->
        [one] casa
       *[other] casas
    }
rules-sungka = Sungka
rules-sungka_with = Sungka com { $switches }
rules-sungka-title = Sungka
rules-sungka-intro = O sungka é o jogo da família das Filipinas, irmão do Congklak: duas fileiras de 7 casas (pode-se escolher de 5 a 9), 7 sementes em cada uma e um armazém em cada ponta. Sua fileira é a mais próxima de você e { $side ->
        [right] seu armazém fica à sua direita: você semeia no sentido anti-horário
       *[left] seu armazém fica à sua esquerda: você semeia no sentido horário
    }, no seu próprio armazém mas nunca no do adversário. Escolha-o em Jogo, em Novo jogo.
rules-sungka-capture = Numa casa vazia sua: se a casa da frente tem sementes, elas vão para o seu armazém e a sua última semente fica onde caiu; de todo modo sua vez termina. Numa casa vazia do adversário: sua vez termina.
rules-sungka-end = Quem tem todas as casas vazias passa e o outro continua jogando; a rodada termina quando todas as casas estão vazias. Vence quem tiver mais sementes.
rules-sungka-capture_own_seed = Variante, capturar com a própria semente: a semente que captura vai para o seu armazém com as da frente, como no Congklak.
rules-sungka-example_capture-title = Exemplo: uma captura
rules-sungka-example_capture-body = Sua primeira casa tem 1 semente e a segunda está vazia, em frente a uma casa do adversário com 5. Semeie a 1: ela cai na casa vazia, então as 5 da frente vão para o seu armazém, sua semente fica na casa dela e sua vez termina.
online-family-sungka = Sungka
online-family-oanquan = Ô ăn quan
new-game-oanquan = Ô ăn quan
new-game-oanquan-tip = Ô ăn quan, o jogo da família do Vietnã: 5 casas de cada lado entre duas casas de mandarim, e você escolhe para que lado vai cada semeadura.
new-quan_board = Ô ăn quan: 5 casas de cada lado com 5 cidadãos em cada, e um mandarim em cada ponta. O que você captura fica numa bandeja ao lado do tabuleiro.
new-small_mandarin = mandarim que vale 5
rules-oanquan = Ô ăn quan
rules-oanquan_with = Ô ăn quan com { $switches }
rules-oanquan-title = Ô ăn quan
rules-oanquan-intro = O Ô ăn quan é o jogo da família do Vietnã: duas fileiras de 5 casas com 5 cidadãos (sementes pequenas) em cada uma e, em cada ponta, uma casa de mandarim em meia-lua com o seu mandarim, uma peça grande que vale 10 cidadãos. As casas de mandarim não são de ninguém e não há depósitos: o que você captura fica na sua bandeja ao lado do tabuleiro. A sua fileira é a mais próxima de você.
rules-oanquan-sow = Escolha uma das suas casas e um sentido: clique na metade esquerda ou direita da casa, ou pressione o número dela e depois ← ou →. Os cidadãos dela são semeados um a um nas casas seguintes nesse sentido, ao redor do tabuleiro, inclusive nas casas de mandarim.
rules-oanquan-relay = Depois, decide a casa que vem após o último cidadão. Se ela tiver cidadãos, pegue todos e continue semeando no mesmo sentido. Se for uma casa de mandarim, a sua vez termina.
rules-oanquan-capture = Se estiver vazia, você captura a casa seguinte: os cidadãos dela, e o mandarim se for uma casa de mandarim. Enquanto a casa depois da capturada estiver vazia e a próxima tiver algo, você captura essa também. Duas casas vazias seguidas terminam a sua vez.
rules-oanquan-refill = Quando, na sua vez, as suas cinco casas estão todas vazias, antes de semear você devolve um cidadão capturado a cada uma. Se tiver menos de cinco, pegue o resto emprestado do adversário e devolva no fim.
rules-oanquan-end = A partida termina quando os dois mandarins e os cidadãos das casas deles foram capturados, ou quando uma fileira está vazia e não pode ser preenchida de novo: cada jogador fica então com os cidadãos das próprias casas. Um mandarim vale 10, um cidadão 1; vence quem tiver mais.
rules-oanquan-small_mandarin = Variante, mandarim que vale 5: alguns jogadores contam um mandarim como 5 cidadãos.
rules-oanquan-example_chain-title = Exemplo: uma cadeia de capturas
rules-oanquan-example_chain-body = A sua casa 2 tem 2 cidadãos, a sua casa 5 está vazia e a casa de mandarim depois dela ainda tem o seu mandarim. A casa 1 do adversário está vazia e a casa 2 dele tem 4. Semeie a casa 2 para a direita: um cidadão nas suas casas 3 e 4. A sua casa 5, depois do último, está vazia, então você captura a casa de mandarim seguinte. Depois dela, a casa 1 do adversário está vazia e a casa 2 dele tem 4: você captura esses também. A casa 3 dele tem cidadãos, então a cadeia para: o mandarim e 4 cidadãos, 14 ao todo.
rules-oanquan-example_refill-title = Exemplo: preencher uma fileira vazia
rules-oanquan-example_refill-body = As suas cinco casas estão vazias; você capturou 3 cidadãos e o adversário 6. Antes de semear, vai um cidadão para cada uma das suas casas: os seus 3 e 2 emprestados do adversário, que você deve a ele no fim da partida.
status-your_turn-square = Sua vez: clique na metade esquerda ou direita de uma das suas casas
status-empty_pit-square = Essa casa está vazia: escolha uma com cidadãos.
status-picked_square = Casa { $pit }: pressione ← ou → para semeá-la nesse sentido, ou Esc para escolher outra.
moves-pit-square = casa { $pit }
hint-play-square = Jogue a casa { $pit }:
review-move-square = Semeadura { $number }: { $name }, casa { $pit }
review-best_was-square = A melhor era a casa { $pit } ({ $value }).
preview-quan_capture = Toma { $n } { $n ->
        [one] cidadão
       *[other] cidadãos
    }!
preview-quan_mandarin = Toma { $mandarins ->
        [1] um mandarim
       *[other] os dois mandarins
    }{ $n ->
        [0] {""}
        [one] {" "}e 1 cidadão
       *[other] {" "}e { $n } cidadãos
    }!
status-end-mandarins = Os dois mandarins foram capturados, então cada lado ficou com os cidadãos das próprias casas.
status-end-no_refill = Uma fileira estava vazia e não havia cidadãos capturados suficientes para preenchê-la de novo, então cada lado ficou com os cidadãos das próprias casas.
lesson-sungka-title = Sungka
lesson-sungka-step1 = No Sungka a sua última semente decide o que vem depois. A sua casa 2 tem 1 semente e a casa 3 tem 4. Aperte a casa 2: a semente dela cai na casa 3, que tem sementes, então você pega as 5 e continua semeando.
lesson-sungka-step2 = A sua casa 1 tem 1 semente e a sua casa 2 está vazia, em frente a 8 sementes. Aperte a casa 1.
lesson-sungka-done = Uma última semente numa casa com sementes é pega com elas e a semeadura continua; no seu depósito, você joga de novo; numa casa vazia sua, ela leva as sementes em frente, e no Sungka fica na sua casa.
lesson-oanquan-title = Ô ăn quan
lesson-oanquan-step1 = No Ô ăn quan você escolhe para que lado semear. Semeie a casa 3 para a esquerda: aperte a metade esquerda da casa que brilha, e veja o que tem a casa depois de cada último cidadão.
lesson-oanquan-step2 = A sua casa 2 tem 2 cidadãos e a sua casa 5 está vazia, antes da casa de mandarim. Semeie a casa 2 para a direita: aperte a metade direita da casa que brilha.
lesson-oanquan-done = Depois do seu último cidadão, uma casa com cidadãos é pega e a semeadura continua; uma casa vazia captura a seguinte, e a captura segue uma sim, outra não, enquanto elas se alternarem. Um mandarim vale 10.
outcome-capture_across = Sua última semente caiu na sua casa vazia { $pit }: as { $seeds } sementes em frente foram para o seu depósito, e a sua semente fica na casa dela.
outcome-taken = A casa depois do seu último cidadão estava vazia, então você capturou o que vinha depois: { $seeds } { $seeds ->
        [one] cidadão
       *[other] cidadãos
    }{ $mandarins ->
        [0] {""}
        [1] {" "}e um mandarim
       *[other] {" "}e os dois mandarins
    }.
where-capture_across = na sua casa vazia { $pit }, capturando as { $seeds } em frente
where-taken = capturando { $seeds } { $seeds ->
        [one] cidadão
       *[other] cidadãos
    }{ $mandarins ->
        [0] {""}
        [1] {" "}e um mandarim
       *[other] {" "}e os dois mandarins
    }
wrong-empty-hole = A casa { $pit } está vazia: não há nada para semear. Aperte a casa { $want }, que brilha.
wrong-elsewhere-hole = A casa { $pit } terminaria { $where }. Este passo é sobre a casa { $want }, que brilha: aperte-a e veja.
wrong-empty-square = A casa { $pit } está vazia: não há nada para semear. Semeie a casa { $want }, que brilha.
wrong-elsewhere-square = A casa { $pit } terminaria { $where }. Este passo é sobre a casa { $want }, que brilha: semeie-a e veja.
outcome-own_pit-hole = Sua última semente caiu na sua casa { $pit }; agora seria a vez do outro jogador.
outcome-other_pit-hole = Sua última semente caiu na casa { $pit } da fila de cima; agora seria a vez do outro jogador.
outcome-own_pit-square = Seu último cidadão caiu na sua casa { $pit } e a vez terminou; agora seria a vez do outro jogador.
outcome-other_pit-square = Seu último cidadão caiu na casa { $pit } da fila de cima e a vez terminou; agora seria a vez do outro jogador.
where-own_pit-hole = na sua casa { $pit }
where-other_pit-hole = na casa { $pit } da fila de cima
where-own_pit-square = na sua casa { $pit }
where-other_pit-square = na casa { $pit } da fila de cima

## O que um leitor de tela ouve do tabuleiro: o nome e a contagem de cada casa, e o que é anunciado.
voice-board = Tabuleiro
voice-you = você
voice-bottom = baixo
voice-top = cima
voice-pit = { $whose ->
    [you] Sua casa { $pit }
    [bottom] Casa { $pit } de baixo
    [top] Casa { $pit } de cima
   *[named] Casa { $pit } de { $name }
}
voice-pit-hole = { $whose ->
    [you] Sua casa { $pit }
    [bottom] Casa { $pit } de baixo
    [top] Casa { $pit } de cima
   *[named] Casa { $pit } de { $name }
}
voice-pit-square = { $whose ->
    [you] Sua casa { $pit }
    [bottom] Casa { $pit } de baixo
    [top] Casa { $pit } de cima
   *[named] Casa { $pit } de { $name }
}
voice-store = { $whose ->
    [you] Seu armazém
    [bottom] Armazém de baixo
    [top] Armazém de cima
   *[named] Armazém de { $name }
}
voice-tray = { $whose ->
    [you] Suas capturas
    [bottom] Capturas de baixo
    [top] Capturas de cima
   *[named] Capturas de { $name }
}
voice-mandarin_square = { $where ->
    [left] Casa de mandarim da esquerda
   *[right] Casa de mandarim da direita
}
voice-seeds = { $n ->
    [0] nenhuma semente
    [one] 1 semente
   *[other] { $n } sementes
}
voice-citizens = { $n ->
    [0] nenhum cidadão
    [one] 1 cidadão
   *[other] { $n } cidadãos
}
voice-burnt = queimada
voice-worth = vale { $n }
voice-mandarin_there = com o seu mandarim
voice-mandarin_taken = sem o seu mandarim
voice-way = { $square }: semear { $way ->
    [left] para a esquerda
   *[right] para a direita
}
voice-last_seed = Última semente: { $cell }.
voice-sowed = { $whose ->
    [you] Você semeou a casa { $pit }.
    [bottom] Baixo semeou a casa { $pit }.
    [top] Cima semeou a casa { $pit }.
   *[named] { $name } semeou a casa { $pit }.
}
voice-sowed-hole = { $whose ->
    [you] Você semeou a casa { $pit }.
    [bottom] Baixo semeou a casa { $pit }.
    [top] Cima semeou a casa { $pit }.
   *[named] { $name } semeou a casa { $pit }.
}
voice-sowed-square = { $whose ->
    [you] Você semeou a casa { $pit }
    [bottom] Baixo semeou a casa { $pit }
    [top] Cima semeou a casa { $pit }
   *[named] { $name } semeou a casa { $pit }
} { $way ->
    [left] para a esquerda.
   *[right] para a direita.
}
voice-score = Placar: { $bottom } { $south }, { $top } { $north }.
voice-your_turn = Sua vez.
voice-both_hands = As duas mãos semearam.
voice-new_game = Novo jogo.
voice-puzzle = O problema de hoje.
voice-undone = Jogada desfeita.
voice-redone = Jogada refeita.
voice-next_round = Próxima rodada.
voice-sides_swapped = Lados trocados.
voice-back_to_game = De volta ao jogo.
voice-key = Tecla { $key }.
