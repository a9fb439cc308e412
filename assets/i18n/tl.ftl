# Filipino (Tagalog). Translated from en.ftl; not yet read by a native speaker (docs/translating.md says how to
# help). A noun after a number does not change and takes no "mga": "1 buto", "2 buto".
app-tagline = Kalah: maghasik, manghuli, punuin ang iyong imbakan.
notice-bad_file = Hindi mabasa ang { $file } ({ $why }). Itinabi ito bilang { $backup } at ang mga default ang ginagamit.
notice-cannot_save = Hindi ma-save ang { $file }: { $why }
new-heading = Bagong laro
new-two_players = Dalawang manlalaro
new-first = Unang titira:
new-first-me = ako
new-first-bottom = ibaba
new-first-top = itaas
new-first-random = kahit sino
store-you = Ikaw
store-bottom = Ibaba
store-top = Itaas
settings-theme = Tema:
theme-light = maliwanag
theme-dark = madilim
theme-high_contrast = mataas na contrast
settings-stones = Mga buto:
stones-jewels = kulay-hiyas
stones-colour_blind = ligtas sa color-blind
settings-reduce_motion = Bawasan ang galaw
settings-relay_store_right = Congklak at Sungka: imbakan sa kanan
settings-relay_store_right-tip = Iguhit ang tabla ng Congklak at Sungka na nasa kanan ng bawat manlalaro ang kanyang imbakan, hinahasikan nang salungat sa ikot ng orasan, gaya ng ilang tabla sa Pilipinas. Pareho pa rin ang mga patakaran.
settings-ui_scale = Laki ng teksto
settings-fullscreen = Buong screen: F11
new-seeds = buto bawat hukay
new-start = Simulan
level-easy = Madali
level-medium = Katamtaman
level-hard = Mahirap
level-perfect = Perpekto
level-at_my_level = Antas mo
game-daily = Palaisipan ng araw, { $date }, hirap { $stars }
game-teach = Turuan mo ako
game-teach-thinking = Naghahanap ng magandang tira...
game-undo = Bawiin
game-redo = Ulitin
game-resign = Sumuko
game-restart = Magsimulang muli
hint-play = Tirahin ang hukay { $pit }:
hint-extra_turn = ang huling buto ay nahulog sa iyong imbakan, kaya titira ka ulit.
hint-extra_turn_chain = ang huling buto ay nahulog sa iyong imbakan, kaya titira ka ulit, at may susunod pang dagdag na tira ({ $then } na sunod-sunod).
hint-capture = ang huling buto ay nahulog sa isang bakanteng hukay mo at nanghuli: { $seeds } buto ang napunta sa iyong imbakan.
hint-relays-one = dinampot ang mga buto at inihasik muli nang isang beses
hint-relays-many = dinampot ang mga buto at inihasik muli nang { $n } beses
hint-relay_to_store = { $relays }, at ang huli ay nahulog sa iyong imbakan, kaya titira ka ulit.
hint-relay_to_store_chain = { $relays }, at ang huli ay nahulog sa iyong imbakan, kaya titira ka ulit, at may susunod pang dagdag na tira ({ $then } na sunod-sunod).
hint-relay_capture = { $relays }, at ang huli ay nahulog sa isang bakanteng bahay mo at nanghuli: { $seeds } buto ang napunta sa iyong imbakan.
hint-protect = maaaring hulihin ng kalaban ang { $seeds } buto sa iyong hukay { $pit } sa susunod na tira; pinipigilan iyon ng tirang ito.
hint-keep = patapos na ang laro, at pinananatili ng tirang ito ang iyong mga buto sa panig mo, kung saan binibilang ang mga ito para sa iyo.
hint-squares =
    bakanteng parisukat ang kasunod ng huling mamamayan, kaya makukuha mo ang { $squares ->
        [1] parisukat na kasunod nito
       *[other] { $squares } parisukat, salitan
    }: { $citizens } mamamayan{ $mandarins ->
        [0] {""}
        [1] {" "}at isang mandarin
       *[other] {" "}at ang dalawang mandarin
    }.
hint-guard = maaaring makahuli ang kalaban ng { $seeds } sa susunod na tira (binibilang ang mandarin ayon sa halaga nito); pinipigilan iyon ng tirang ito.
hint-calculation = ito ang pinakamahusay na tira ayon sa kalkulasyon.
hint-value-win = Kung perpekto ang laro, mananalo ka nang { $n }.
hint-value-lose = Kung perpekto ang laro, matatalo ka nang { $n }.
hint-value-draw = Kung perpekto ang laro, tabla ito.
analysis-heading = Pagsusuri
analysis-show = Ipakita ang halaga ng bawat hukay na matitira
analysis-off_vs_mascot = Nakapatay habang kalaro si { $name }, para walang daya: gamitin ito sa larong pandalawahan.
analysis-off_daily = Nakapatay habang palaisipan ng araw.
analysis-off_lesson = Patay habang may aralin: ang aralin ang nagpapailaw sa hukay na pipindutin.
analysis-legend = Ang bawat numero ay ang huling lamang ng titira kung perpekto ang laro ng dalawa pagkatapos ng hukay na iyon. Ang ~ ay tantiyang pinatutunayan pa.
analysis-proving = Pinatutunayan...
analysis-proved = Napatunayan na ang bawat halaga.
daily-heading = Palaisipan ng araw
daily-goal = Isang dulong-laro na napatunayang maipapanalo: talunin ang perpektong kalaban. Ikaw ang nasa hanay sa ibaba.
daily-today = Ngayon, { $date }
daily-preparing = Inihahanda ang mga palaisipan...
daily-play = Laruin
daily-retry = Subukan ulit
daily-restart = Magsimula muli
daily-status-new = hindi pa nasusubukan
daily-status-won = nalutas (mga subok: { $tries })
daily-status-lost = hindi pa nalulutas (mga subok: { $tries })
daily-status-playing = nasa tabla ngayon
daily-streak = Sunod-sunod: { $days } (pinakamahaba { $best })
daily-share = Kopyahin ang linyang ibabahagi
daily-copied = Nakopya sa clipboard.
daily-share_line = Palaisipan ng araw sa Mancala { $date } { $stars }: nalutas (mga subok: { $tries }). Sunod-sunod: { $streak }.
daily-share_line_unsolved = Palaisipan ng araw sa Mancala { $date } { $stars }: hindi pa nalulutas (mga subok: { $tries }).
daily-past = Nakaraang 30 araw
daily-solved_banner = Nalutas ang palaisipan!
daily-failed_banner = Hindi sa ngayon
stats-heading = Estadistika
stats-game = Laro
stats-won = Panalo
stats-drawn = Tabla
stats-lost = Talo
stats-best = Pinakamahusay
stats-best-tip = Ang pinakamalaki mong lamang sa panalo, sa bilang ng buto (sa pagitan ng dalawang tao: ang pinakamalaking lamang).
stats-vs = { $name } · { $level }
stats-two_players = Dalawang manlalaro
stats-two_players_note = Dalawang manlalaro: binibilang ng Panalo ang mga panalo ng hanay sa ibaba, ng Talo ang sa itaas.
stats-daily = Mga palaisipan ng araw na nalutas: { $won }; sunod-sunod { $streak }, pinakamahaba { $best }
stats-none = Wala pang natapos na laro.
stats-against_otto = Ang rating mo laban kay { $name }: { $rating } ± { $deviation } ({ $games } laro)
stats-against_otto-tip = Mula sa bawat laro ng Kalah laban kay { $name }, bawat antas niya sa rating na sinukat sa kanyang grupo. Ang "Antas mo" ay naglalaro sa lakas na pinakamalapit dito.
settings-heading = Mga setting
settings-speed = Bilis:
speed-instant = agad
speed-fast = mabilis
speed-normal = karaniwan
speed-slow = mabagal
settings-mute = I-mute ang tunog (M)
status-your_turn = Tira mo: mag-click ng hukay sa hanay sa ibaba
status-mascot_turn = Tira ni { $name }
status-mascot_thinking = Nag-iisip si { $name }...
status-bottom_turn = Ang hanay sa ibaba ang titira
status-top_turn = Ang hanay sa itaas ang titira
status-empty_pit = Walang laman ang hukay na iyan: pumili ng may buto.
status-your_row = Ang mga hukay mo ay ang hanay sa ibaba.
status-bottom_row_turn = Tira ng hanay sa ibaba.
status-top_row_turn = Tira ng hanay sa itaas.
status-you_win = Panalo ka, { $south } : { $north }!
status-mascot_wins = Panalo si { $name }, { $south } : { $north }
status-draw = Tabla, { $south } : { $north }
status-bottom_wins = Panalo ang hanay sa ibaba, { $south } : { $north }!
status-top_wins = Panalo ang hanay sa itaas, { $south } : { $north }!
status-you_resigned = Sumuko ka.
status-bottom_resigned = Sumuko ang hanay sa ibaba.
status-top_resigned = Sumuko ang hanay sa itaas.
preview-extra_turn = Dagdag na tira!
preview-capture = Huli ang { $n }!
preview-relay = 1 pagpapatuloy
preview-relays = { $n } pagpapatuloy
banner-you_win = Panalo ka!
banner-mascot_wins = Panalo si { $name }
banner-draw = Tabla
banner-bottom_wins = Panalo ang hanay sa ibaba!
banner-top_wins = Panalo ang hanay sa itaas!
banner-score_vs = Ikaw { $south } : { $north } { $name }
banner-score = Ibaba { $south } : { $north } Itaas
banner-again = Maglaro ulit
mascot-capture-1 = Akin! { $n } buto.
mascot-capture-2 = Kukunin ko ang { $n } na iyan.
mascot-capture-3 = Sa imbakan ko: { $n }!
mascot-extra-1 = Isa pang tira para sa akin!
mascot-extra-2 = Diretso sa imbakan ko. Ulit!
mascot-extra-3 = Ha, titira ulit ako.
mascot-ouch-1 = Naku, ang mga buto ko!
mascot-ouch-2 = Uy, akin ang mga iyon...
mascot-ouch-3 = Aray. Magandang huli.
mascot-nice-1 = Ayos: titira ka ulit.
mascot-nice-2 = Dagdag na tira, magaling ang mata mo.
mascot-win = Panalo ako, { $mine } sa { $yours }! Laro ulit?
mascot-lose = Tinalo mo ako! Magaling.
mascot-draw = Tabla! Isa pa?
mascot-puzzle = Kaya mo ba akong talunin mula rito?
rules-heading = Mga patakaran
rules-board = May dalawang hanay ng anim na hukay ang tabla at isang imbakan sa bawat dulo. Ang hanay mo ay ang pinakamalapit sa iyo, at nasa kanan mo ang iyong imbakan. Pare-pareho ang bilang ng buto sa bawat hukay sa simula (4 sa karaniwang laro).
rules-sow = Sa tira mo, pumili ng isa sa iyong mga hukay na may buto. Damputin lahat at ihasik nang isa-isa sa mga kasunod na hukay, salungat sa ikot ng orasan: sa kahabaan ng iyong hanay hanggang sa iyong imbakan, saka sa mga hukay ng kalaban, at paikot ulit. Nilalaktawan ang imbakan ng kalaban. Kung sapat ang buto para umikot nang buo (13 o higit pa), nalalagyan din ng buto ang hukay na inubos mo.
rules-extra = Dagdag na tira: kung ang huli mong buto ay nahulog sa sarili mong imbakan, titira ka ulit, gaano man kadalas ito mangyari.
rules-capture = Panghuhuli: kung ang huli mong buto ay nahulog sa isang bakanteng hukay sa panig mo at may buto ang hukay sa tapat, mapupunta sa iyong imbakan ang butong iyon at lahat ng buto sa tapat, at tapos na ang tira mo. Kung walang laman ang hukay sa tapat, walang nahuhuli.
rules-end = Wakas: sa sandaling maubos ang isang hanay, tapos ang laro, at idinadagdag ng bawat manlalaro ang natirang buto sa sarili niyang hanay sa sarili niyang imbakan. Ang may pinakamaraming buto ang panalo; kung pantay, tabla. (Para sa kaligtasan, natatapos din ang laro nang ganito pagkatapos ng 400 paghahasik.)
rules-example_extra-title = Halimbawa: dagdag na tira
rules-example_extra-body = Sa simula, may 4 na buto ang iyong hukay 3 (bilang mula sa kaliwa mo). Ang paghahasik nito ay naglalagay ng tig-isang buto sa mga hukay 4, 5 at 6, at ang ikaapat sa iyong imbakan: titira ka ulit.
rules-example_capture-title = Halimbawa: panghuhuli
rules-example_capture-body = May 1 buto ang iyong hukay 2, walang laman ang iyong hukay 3, at may 5 buto ang hukay ng kalaban sa tapat nito. Tirahin ang hukay 2: nahulog ang buto sa bakanteng hukay 3 at nanghuli. 1 + 5 = 6 buto ang napunta sa iyong imbakan.
rules-faq-heading = Mga tanong
rules-faq-store-q = Napupunta ba kahit kailan ang buto sa imbakan ng kalaban?
rules-faq-store-a = Hindi. Nilalaktawan ng paghahasik ang imbakan ng kalaban; sarili mo lang ang pinupuno mo.
rules-faq-leftover-q = Kanino ang mga natirang buto sa wakas?
rules-faq-leftover-a = Sa bawat manlalaro ang mga butong nasa sarili niyang hanay pa: napupunta ang mga ito sa imbakan niya kapag natapos ang laro.
rules-faq-first-q = Sino ang mauuna?
rules-faq-first-a = Ikaw ang pipili pagsimula ng laro: ikaw, si { $name }, o hagisan ng barya. Maliit na kalamangan ang mauna: kung perpekto ang laro, panalo ang nauna sa karaniwang laro nang 8 buto.
learn-heading = Mga aralin
learn-start = Simulan
learn-again = Ulitin
learn-progress = { $done } sa { $total } aralin ang tapos, { $won } hamon ang naipanalo.
learn-step = Aralin: { $title }, hakbang { $n } sa { $total }
learn-next = Susunod
learn-stop = Itigil ang aralin
learn-challenge = Ngayon, isang munting hamon: talunin si { $name } mula sa isang nakahandang ayos.
learn-challenge-play = Laruin ang hamon
learn-challenge-playing = Hamon: talunin si { $name } (Madali) mula rito. Ikaw ang nasa hanay sa ibaba.
learn-challenge-won = Naipanalo mo ang hamon!
learn-challenge-lost = Hindi sa ngayon: maipapanalo ang ayos na ito. Subukan ulit?
learn-challenge-again = Subukan ulit
outcome-own_store = Nahulog ang huli mong buto sa iyong imbakan: titira ka ulit.
outcome-capture = Nahulog ang huli mong buto sa bakante mong hukay { $pit }: ito at ang mga buto sa tapat, { $seeds } lahat, ay napunta sa iyong imbakan.
outcome-own_pit = Nahulog ang huli mong buto sa iyong hukay { $pit }; tira na sana ng kabila.
outcome-other_pit = Nahulog ang huli mong buto sa hukay { $pit } ng hanay sa itaas; tira na sana ng kabila.
outcome-mandarin = Nahulog ang huli mong buto sa parisukat ng mandarin; tira na sana ng kabila.
outcome-game_over = Ubos na ang isang hanay, kaya tapos ang laro: ang natirang buto sa bawat hanay ay napupunta sa imbakan ng hanay na iyon.
wrong-empty = Walang laman ang hukay { $pit }: walang maihahasik. Pindutin ang kumikinang na hukay { $want }.
wrong-elsewhere = Ang hukay { $pit } ay magtatapos { $where }. Ang hakbang na ito ay tungkol sa kumikinang na hukay { $want }: pindutin ito at tingnan.
where-own_store = sa iyong imbakan, may dagdag na tira
where-capture = sa bakante mong hukay { $pit }, nanghuhuli ng { $seeds }
where-own_pit = sa iyong hukay { $pit }
where-other_pit = sa hukay { $pit } ng hanay sa itaas
where-mandarin = sa parisukat ng mandarin
where-game_over = sa wakas ng laro
lesson-sowing-title = Paghahasik
lesson-sowing-step1 = Ang mga hukay mo ay ang hanay sa ibaba at nasa kanan ang iyong imbakan. Dinadampot ng isang tira ang lahat ng buto ng isa sa iyong mga hukay at inihuhulog nang isa-isa pakanan. Pindutin ang hukay 1.
lesson-sowing-step2 = Tuloy ang mga buto lampas sa iyong imbakan papunta sa hanay sa itaas, salungat sa ikot ng orasan; ang imbakan lang ng kalaban ang nilalaktawan. Pindutin ang hukay 6.
lesson-sowing-done = Iyan lang ang isang tira: damputin lahat ng buto ng isang hukay, saka maghulog ng isa sa bawat hukay na madaanan.
lesson-extra_turn-title = Ang dagdag na tira
lesson-extra_turn-step1 = May 4 na buto ang hukay 3 at 4 na hakbang ito mula sa iyong imbakan. Sabayan ng bilang: pindutin ang hukay 3.
lesson-extra_turn-done = Kapag nahulog sa iyong imbakan ang huli mong buto, titira ka ulit. Bilangin ang mga hakbang papunta sa imbakan bago ka maghasik.
lesson-chain-title = Pagdugtong ng mga dagdag na tira
lesson-chain-step1 = Ang pinakamalakas na pagbubukas ay nagsisimula sa dagdag na tira: pindutin ang hukay 3.
lesson-chain-step2 = Titira ka ulit. Ngayon, naglalagay ang hukay 6 ng isang buto sa iyong imbakan at ang iba sa hanay sa itaas, ang karaniwang kasunod: pindutin ang hukay 6.
lesson-chain-step3 = Nadudugtong ang mga dagdag na tira. May 1 ang hukay 6 at 3 ang hukay 4: parehong eksaktong umaabot sa iyong imbakan. Unahin ang pinakamalapit sa imbakan: pindutin ang hukay 6.
lesson-chain-step4 = Ulit! May 3 ang hukay 4 at 3 hakbang ang layo: pindutin ang hukay 4.
lesson-chain-step5 = Naglagay ang hukay 4 ng isang buto sa hukay 6, na may 1 na naman: isa pang tira. Pindutin ang hukay 6.
lesson-chain-done = Unahin ang dagdag na tirang pinakamalapit sa iyong imbakan: kapag inuna ang mas malayong hukay, madaragdagan ng buto ang mas malapit at masisira ang bilang nila.
lesson-capture-title = Ang panghuhuli
lesson-capture-step1 = Walang laman ang iyong hukay 5, at sa tapat nito may 4 na buto ang hanay sa itaas. May 3 buto ang hukay 2, kaya sa hukay 5 mahuhulog ang huli. Pindutin ang hukay 2.
lesson-capture-done = Nanghuhuli ang huling butong nahulog sa bakante mong hukay: ito at lahat ng buto sa tapat ay napupunta sa iyong imbakan. Walang nahuhuli kung bakante ang hukay sa tapat.
lesson-lap-title = Isang buong ikot
lesson-lap-step1 = May 13 buto ang hukay 1: sapat para umikot nang buo, lalaktawan ang imbakan ng kalaban, at ihuhulog ang ika-13 sa hukay 1 mismo, na inubos mo. Pindutin ang hukay 1.
lesson-lap-done = Laging bumabalik ang labintatlong buto sa hukay na pinanggalingan, at dahil inubos ito, hinuhuli nila ang nasa tapat. Magbilang bago maghasik.
lesson-protect-title = Pagprotekta sa isang tumpok
lesson-protect-step1 = Panganib: may 8 buto ang iyong hukay 2, at bakante ang hukay ng hanay sa itaas na nasa tapat nito. Ang butong mahuhulog doon ay kukuha sa lahat ng 8. Ilipat ang tumpok: pindutin ang hukay 2.
lesson-protect-done = Bantayan ang mga bakanteng hukay sa kabila. Nanganganib ang tumpok na katapat ng isa sa mga iyon: ilipat ito, o punuin muna ang bakanteng hukay.
lesson-end-title = Ang wakas ng laro
lesson-end-step1 = Isang buto na lang ang natitira sa hanay sa itaas, sa hukay 1 nito, katapat ng bakante mong hukay 6. Inihuhulog ng hukay 5 ang buto nito sa hukay 6 at hinuhuli iyon: pindutin ang hukay 5.
lesson-end-done = Kapag naubos ang isang hanay, tapos ang laro, at sa iyo ang mga butong nasa hanay mo pa. Malapit sa wakas, panatilihin ang mga buto sa panig mo.
guide-heading = Paano manalo
guide-lit = Ipinapakita ito ng kumikinang na hukay { $pit }: tirahin ito at tingnan.
guide-show = Ipakita mo
guide-count-title = Bilangin hanggang sa iyong imbakan
guide-count-body = Ang hukay na may butong kasindami ng hakbang papunta sa iyong imbakan ay nagbibigay ng isa pang tira: 1 ang kailangan ng hukay 6, 2 ang hukay 5, 6 ang hukay 1.
guide-nearest_first-title = Unahin ang pinakamalapit sa imbakan
guide-nearest_first-body = Kung may ilang nakahandang dagdag na tira, unahin ang pinakamalapit sa iyong imbakan; tama pa rin ang iba pagkatapos.
guide-empty_pits-title = Gamitin ang iyong mga bakanteng hukay
guide-empty_pits-body = Ang bakante mong hukay na katapat ng isang tumpok ay panghuhuling naghihintay ng huling buto. Maghanap ng hukay na doon nagtatapos.
guide-protect-title = Bantayan ang mga bakanteng hukay nila
guide-protect-body = Maaaring kunin ang tumpok mong katapat ng bakanteng hukay nila. Ilipat ito, o sirain ang kanilang babagsakan, bago sila makarating doon.
guide-count_before_sowing-title = Magbilang bago maghasik
guide-count_before_sowing-body = Umiikot sa buong tabla ang malaking hukay: nagtatapos ang 13 buto sa hukay na pinanggalingan, na bakante na ngayon, at nanghuhuli.
guide-end-title = Isipin ang wakas
guide-end-body = Kapag naubusan ang isang hanay, itatago ng bawat panig ang mga buto sa sarili nitong hanay. Malapit sa wakas, panatilihin ang mga buto sa panig mo at hayaang maubos ang kabilang hanay.
coach-label = Ituro ang mga banta, at kung ano ang mas mahusay
coach-threat-capture = Mag-ingat: mahuhuli ng { $who } ang { $seeds } buto mo sa hukay { $pit } gamit ang hukay { $with }.
coach-threat-extra = Sa susunod na tira, may nakahandang dagdag na tira ang { $who } sa hukay { $with }.
coach-threat-chain = Sa susunod na tira, may { $turns } sunod-sunod na dagdag na tira ang { $who }, simula sa hukay { $with }.
coach-who-top = hanay sa itaas
coach-who-bottom = hanay sa ibaba
coach-none = Walang banta sa buong tabla ngayon.
coach-better = { $whose }, hukay { $played }: nakapagtago ang hukay { $pit } ng { $seeds } buto pa, dahil { $why }.
coach-whose-you = Ang huli mong tira
coach-whose-bottom = Ang huling tira ng hanay sa ibaba
coach-whose-top = Ang huling tira ng hanay sa itaas
coach-why-extra_turn = nagbigay ito ng isa pang tira
coach-why-capture = nakahuli ito ng { $seeds }
coach-why-relay_to_store = nagtapos sa imbakan ang mga pagpapatuloy nito para sa isa pang tira
coach-why-relay_capture = nagtapos sa panghuhuli ng { $seeds } ang mga pagpapatuloy nito
coach-why-protect = iniligtas nito ang { $seeds } buto ng hukay { $pit }
coach-why-keep = pinanatili nito ang mga buto sa panig mo
coach-why-squares = nakahuli ito ng { $citizens } mula sa { $squares } parisukat
coach-why-guard = pinigilan nito ang panghuhuli ng { $seeds }
coach-why-calculation = iyon ang sabi ng solver
new-clock = Orasan
new-clock-none = wala
new-clock-tip = Minuto bawat isa, dagdag na segundo kapag natapos ang isang tira. Talo ang titira kapag naubos ang oras nito. Walang pagbawi sa larong may orasan.
banner-bottom_out_of_time = Naubusan ng oras ang hanay sa ibaba.
banner-top_out_of_time = Naubusan ng oras ang hanay sa itaas.
banner-review = Suriin
moves-heading = Mga tira
moves-heading-review = Mga tira, sinuri
moves-none = Wala pang paghahasik.
moves-pit = hukay { $pit }
moves-extra_turn = ↻ dagdag na tira
moves-capture = ×{ $seeds }: nakahuli ng { $seeds } buto
moves-first = Ang simula
moves-back = Isang paghahasik pabalik (Kaliwa)
moves-on = Isang paghahasik pasulong (Kanan)
moves-last = Ang huling paghahasik
moves-back_to_game = Bumalik sa laro
moves-keys = Dinadaanan ng Kaliwa at Kanan ang mga paghahasik; ibinabalik ka sa laro ng ibang key o ng pag-click sa tabla.
review-start = Suriin
review-start-tip = Markahan ang bawat paghahasik laban sa perpektong laro: gumagana ang solver sa likuran.
review-best = pinakamahusay
review-good = mahusay
review-inaccuracy = kawalang-katumpakan
review-mistake = pagkakamali
review-blunder = malaking pagkakamali
review-progress = Pinatutunayan ang mga marka: { $done } sa { $total } ang napatunayan…
review-accuracy = Katumpakan
review-move = Paghahasik { $number }: { $name }, hukay { $pit }
review-verdict = { $sign } { $rating }: { $loss } buto ang nawala (halaga { $before } → { $after })
review-best_was = Pinakamahusay sana ang hukay { $pit } ({ $value }).
review-estimate = ~ Hindi natapos ng solver sa oras dito: tantiya ito ng malalim na paghahanap.
review-waiting = Hindi pa namamarkahan…
review-pick = Pumili ng paghahasik sa listahan o sa graph para makita ang marka nito at ang pinakamahusay na tira.
review-play_from_here = Maglaro mula rito
review-play_from_here-tip = Isang laro laban kay { $name } mula sa ayos sa tabla: ikaw ang titira.
review-close = Isara ang pagsusuri
review-graph-point = pagkatapos ng { $ply } paghahasik: { $value }
review-graph-legend = Ang halaga para sa hanay sa ibaba bago ang bawat paghahasik (higit sa 0: panalo ang hanay sa ibaba). Mag-click para tumalon doon.
records-heading = Mga talaan ng laro
records-copy = Kopyahin ang talaan
records-copy-tip = Ang laro bilang payak na teksto, maidikit kahit saan: ang larong sinusuri, o kung wala, ang kasalukuyang laro.
records-copied = Nakopya sa clipboard.
records-save = I-save ang talaan
records-save-tip = Sine-save ang talaan bilang text file sa folder ng mga talaan.
records-paste = Idikit dito ang isang talaan para suriin:
records-review_pasted = Suriin ang idinikit na talaan
records-refused = Hindi nabuksan: { $why }
records-path = path ng file ng talaan
records-open = Bukas
records-saved = Mga na-save na talaan ({ $count })
records-folder = Sine-save ang mga talaan sa { $folder }. Nabubuksan din ang file ng talaan na ibinagsak sa window.
records-saved_as = Na-save bilang { $path }
records-cannot_save = Hindi ma-save: { $why }
history-heading = Mga nakaraang laro ({ $count })
history-none = Lumalabas dito ang mga natapos na laro (ang huling 100).
history-review = Suriin
history-review-tip = Laro { $number } sa kasaysayan
rules-review-title = Pagsusuri ng laro
rules-review-body = Minamarkahan ng pagsusuri ang bawat paghahasik ayon sa butong nawala laban sa perpektong laro: ang halaga ng ayos bago nito bawas ang halagang iniwan ng paghahasik.
rules-review-none = walang nawawala
rules-review-one = nawawalan ng { $least } buto
rules-review-range = nawawalan ng { $least } hanggang { $most } buto
rules-review-more = nawawalan ng { $least } buto o higit pa
rules-review-accuracy = Ang katumpakan ay ang karaniwan sa mga paghahasik ng isang manlalaro na may pagpipilian: 100 sa paghahasik na walang nawala, nahahati sa dalawa sa bawat 3 butong nawala.
rules-clock-title = Paglalaro nang may orasan
rules-clock-body = Sa larong pandalawahan, maaari kang maglaro nang may orasan: 3+2 o 5+5 (minuto bawat isa, dagdag na segundo kapag natapos ang tira mo). Tumatakbo ang oras mo habang tira mo, pero hindi habang inihahasik ang mga buto o kapag nasa likuran ang window. Kapag naubos ang oras mo, talo ka. Walang pagbawi.
status-looking = Pagbabalik-tanaw: pagkatapos ng paghahasik { $ply } sa { $total }. Anumang key ang magbabalik.
new-rules = Mga patakarang-bahay ng Kalah:
new-empty_capture = huli sa bakante
new-remaining_to_emptier = natirang buto sa umubos
rules-kalah = Karaniwang Kalah
rules-kalah_with = Kalah na may patakarang-bahay: { $switches }
rules-house-title = Mga patakarang-bahay
rules-house-intro = Hindi magkasundo ang mga aklat ng patakaran sa dalawang patakaran ng Kalah. Mabubuksan ang bawat isa sa Bagong laro; laging karaniwang patakaran ang gamit ng palaisipan ng araw at ng mga aralin, at hiwalay ang estadistika ng bawat hanay ng patakaran.
rules-house-empty_capture = Huli sa bakante: kapag nahulog ang huli mong buto sa bakante mong hukay, nanghuhuli ito kahit bakante ang hukay sa tapat: napupunta ang isang butong iyon sa iyong imbakan, at tapos ang tira mo.
rules-house-empty_capture-example = Halimbawa: may 1 buto ang iyong hukay 1, bakante ang iyong hukay 2 at pati ang hukay sa tapat nito. Tirahin ang hukay 1: walang nahuhuli sa karaniwang patakaran; sa huli sa bakante, nadaragdagan ng 1 ang iyong imbakan.
rules-house-emptier = Natirang buto sa umubos: kapag naubos ang isang hanay, lahat ng butong natira sa tabla ay napupunta sa manlalarong naubusan ng hanay, sa halip na itago ng bawat isa ang sarili niyang hanay.
rules-house-emptier-example = Halimbawa: ang huli mong buto, mula sa hukay 6, ay nahulog sa iyong imbakan at ubos na ngayon ang hanay mo, habang may 6 na buto ang hanay ng kalaban. Sa karaniwang patakaran, sa kalaban ang 6 na iyon; sa patakarang ito, sa iyo.
hint-take = ginagawa ng huling buto na may 2 o 3 ang isang hukay ng kalaban, kaya kukunin mo ang { $seeds } buto nito.
hint-chain = ginagawa ng huling buto na may 2 o 3 ang isang hukay ng kalaban, at pati ang mga hukay bago nito: kukunin mo ang { $pits } hukay, { $seeds } buto.
hint-feed = walang buto ang kalaban, kaya kailangan mo silang bigyan; ito ang pinakamahusay na paraan.
hint-reserve = patapos na ang laro, at pinananatili ng tirang ito ang iyong mga buto sa panig mo bilang reserbang mas tatagal kaysa sa kalaban.
coach-why-take = nakakuha ito ng { $seeds }
coach-why-chain = nakakuha ito ng { $seeds } mula sa { $pits } hukay
coach-why-feed = ito ang pinakamahusay na pagpapakain sa kalaban
coach-why-reserve = nag-iwan ito ng reserba sa panig mo
preview-take = Kukuha ng { $n }!
preview-chain = Kukuha ng { $n } mula sa { $pits } hukay!
preview-grand_slam = Grand slam: walang makukuha
status-must_feed = Walang buto ang kalaban: tirahin ang hukay na umaabot sa panig nila.
status-end-repetition = Naulit ang ayos, kaya kinuha ng bawat panig ang mga buto sa sarili nitong panig.
status-end-no_move = Walang tirang makapagbibigay ng buto sa kabila, kaya kinuha ng bawat panig ang mga buto sa sarili nitong panig.
status-end-majority = Higit sa kalahati ng mga buto ang nakuha na.
new-game = Laro:
new-game-kalah = Kalah
new-game-kalah-tip = Mga imbakan sa dulo, dagdag na tira at panghuhuli sa tapat: ang laro ng mga aralin at ng palaisipan ng araw.
new-game-oware = Oware
new-game-oware-tip = Oware (Abapa), ang laro ng Kanlurang Aprika at ng mga paligsahan sa mundo: hinuhuli mo ang mga 2 at 3 sa panig ng kalaban.
new-oware_board = Oware: 6 na hukay bawat panig, 4 na buto bawat isa. Nakalagay sa bandeha sa tabi ng tabla ang mga nahuling buto.
rules-oware = Oware (Abapa)
rules-oware-title = Oware (Abapa)
rules-oware-intro = Nilalaro ang Oware sa 6 na hukay bawat panig na may tig-4 na buto, at walang imbakan: nasa bandeha mo sa tabi ng tabla ang mga butong nahuli mo. Piliin ito sa Laro sa Bagong laro.
rules-oware-sow = Damputin lahat ng buto ng isa sa iyong mga hukay at ihasik nang isa-isa sa mga kasunod na hukay, salungat sa ikot ng orasan sa dalawang hanay. Umiikot nang buo ang hukay na may 12 buto o higit pa at nilalaktawan ang pinanggalingang hukay sa bawat ikot.
rules-oware-capture = Panghuhuli: kung nahulog ang huli mong buto sa hukay ng kalaban at naging 2 o 3 ang laman nito, kukunin mo ang mga butong iyon; pati ang hukay bago nito sa panig nila, at ang bago pa roon, basta't 2 o 3 ang laman ng bawat isa.
rules-oware-grand_slam = Grand slam: maaaring itira ang paghahasik na kukuha sa lahat ng buto ng kalaban, pero wala itong makukuha.
rules-oware-feed = Pagpapakain: kapag walang buto ang kalaban, kailangan mong tirahin ang hukay na magbibigay sa kanila. Kung walang makakaya, tapos ang laro at sa iyo ang mga buto sa panig mo.
rules-oware-end = Ang unang makahuli ng higit sa 24 na buto ang panalo; tabla kung tig-24. Kapag naulit ang isang ayos, tapos ang laro at kukunin ng bawat manlalaro ang mga buto sa sarili niyang panig.
rules-oware-values = Binibilang ng mga halaga sa pagsusuri ang laro hanggang sa huling buto, kaya maaaring iba ang mga ito sa huling iskor, pero hindi kailanman sa kung sino ang panalo.
rules-oware-example_chain-title = Halimbawa: sunod-sunod na huli
rules-oware-example_chain-body = May 6 na buto ang iyong hukay 3; may 1, 2 at 1 ang mga hukay 1, 2 at 3 ng kalaban, at may 4 ang hukay 4 nila. Tirahin ang hukay 3: napupunta ang mga buto sa iyong mga hukay 4, 5 at 6 at sa mga hukay nilang 1, 2 at 3, na may 2, 3 at 2 na ngayon. Naging 2 ang hukay 3 dahil sa huling buto, kaya kukunin mo ito, pati ang mga hukay 2 at 1 bago nito: 7 buto.
rules-oware-example_grand_slam-title = Halimbawa: grand slam
rules-oware-example_grand_slam-body = May 1 buto ang kalaban sa hukay 1 at 2 sa hukay 2, at wala nang iba. May 2 buto ang iyong hukay 6: ginagawa nitong 2 at 3 ang laman ng mga hukay na iyon. Ang pagkuha sa mga iyon ay pagkuha sa lahat ng buto ng kalaban, kaya walang makukuha ang paghahasik.
rules-oware-example_feed-title = Halimbawa: pagpapakain
rules-oware-example_feed-body = Ubos ang hanay ng kalaban. May 3 buto ang iyong hukay 1, na nananatili sa panig mo; may 1 ang iyong hukay 6, na umaabot sa kanila. Kailangan mong tirahin ang hukay 6. Kung walang hukay na umabot sa kanila, tapos na sana ang laro at sa iyo ang mga buto sa panig mo.
rules-oware-example_repetition-title = Halimbawa: pag-uulit
rules-oware-example_repetition-body = Tig-23 buto na ang nakuha ninyo at tig-1 buto na lang ang natitira, sa hukay 6. Naghahabulan ang dalawang buto sa tabla, at pagkatapos ng 12 paghahasik, naulit ang parehong ayos. Doon natatapos ang laro at kukunin ng bawat isa ang buto sa panig niya: 24 sa 24, tabla.
app-tagline-oware = Oware: maghasik, kunin ang mga 2 at 3, makahuli ng higit sa 24.
new-game-congklak = Congklak
new-game-congklak-tip = Congklak (congkak, dakon), ang larong may tuloy-tuloy na paghahasik ng Indonesia, Malaysia at Pilipinas: { $side ->
        [right] nasa kanan mo ang iyong imbakan, naghahasik ka nang salungat sa ikot ng orasan
       *[left] nasa kaliwa mo ang iyong imbakan, naghahasik ka sa ikot ng orasan
    }, at ang huling butong nahulog sa bahay na may laman ay dadampot sa mga iyon at magpapatuloy.
new-holes = bahay bawat panig (ganoon ding dami ng buto bawat isa)
new-variants = Mga bersiyon:
new-lap_before_capture = huli pagkatapos ng isang ikot
new-pass_when_empty = laktaw kapag ubos
bar-congklak = Congklak · { $holes } bahay
rules-congklak = Congklak
rules-congklak_with = Congklak na may { $switches }
rules-congklak-title = Congklak
rules-congklak-intro = Nilalaro ang Congklak sa 5 hanggang 9 na bahay bawat panig (7 sa karaniwang laro), bawat isa'y may simulang buto na kasindami ng mga bahay. Ang hanay mo ay ang pinakamalapit sa iyo at { $side ->
        [right] nasa kanan mo ang iyong imbakan: naghahasik ka nang salungat sa ikot ng orasan
       *[left] nasa kaliwa mo ang iyong imbakan: naghahasik ka sa ikot ng orasan
    }, papasok sa sarili mong imbakan pero hindi kailanman sa imbakan ng kalaban. Piliin ito sa Laro sa Bagong laro.
rules-congklak-relay = Kung saan nahulog ang huli mong buto ang magpapasya sa susunod. Sa iyong imbakan: titira ka ulit. Sa bahay na may laman, sa alinmang panig: damputin lahat, pati ang huling buto, at magpatuloy sa paghahasik mula roon. Maaaring mangyari ito nang paulit-ulit sa iisang tira.
rules-congklak-capture = Sa bakante mong bahay: kung may buto ang bahay sa tapat, mapupunta ang mga iyon at ang huli mong buto sa iyong imbakan; alinman dito, tapos ang tira mo. Sa bakanteng bahay ng kalaban: tapos ang tira mo.
rules-congklak-end = Natatapos ang round kapag walang buto sa mga bahay ang titira; napupunta ang natirang buto sa imbakan ng may-ari. Ang may pinakamaraming buto ang panalo.
rules-congklak-burnt = Sunog ang bahay na may markang ×: walang naghahasik dito o tumitira rito, at walang nahuhuli mula rito. Nasusunog ang mga bahay sa laban ng ilang round, kapag hindi na ito mapuno ulit ng manlalaro.
rules-congklak-first = Napakahalaga ng pagiging una: ang malakas na unang tira ay nagdudugtong ng sunod-sunod na paghahasik papunta sa imbakan at maaaring kunin ang karamihan ng buto. Kaya ayon sa tradisyon, sabay na nagsisimulang maghasik ang mga manlalaro.
rules-congklak-lap_before_capture = Bersiyon, huli pagkatapos ng isang ikot: nanghuhuli lang ang bakante mong bahay kapag nalampasan na ng tira ang iyong imbakan.
rules-congklak-pass_when_empty = Bersiyon, laktaw kapag ubos: lalaktaw ang manlalarong walang buto sa mga bahay niya, at natatapos lang ang round kapag bakante ang lahat ng bahay.
rules-congklak-example_relay-title = Halimbawa: pagpapatuloy at panghuhuli
rules-congklak-example_relay-body = Sa simula, { $side ->
        [right] ihasik ang ikalawa mong bahay mula sa kaliwa
       *[left] ihasik ang ikalawa mong bahay mula sa kanan
    }: napupunta ang 7 buto nito sa susunod mong limang bahay, sa iyong imbakan at sa unang bahay ng kalaban, na may 7. Damputin ang 8 na iyon at magpatuloy paikot sa hanay nila at sa una mong dalawang bahay: nahulog ang huli sa bahay na inubos mo, kaya hinuhuli nito ang 8 sa tapat at ang sarili nito. 10 buto na ngayon ang nasa iyong imbakan.
rules-congklak-example_store-title = Halimbawa: pagpapatuloy papunta sa imbakan
rules-congklak-example_store-body = May 1 buto ang ikatlong bahay mula sa iyong imbakan at 1 ang kasunod. Ihasik ang 1: nahulog ito sa bahay na may buto, kaya dadamputin mo ang 2 na iyon at magpapatuloy, isa sa bahay na katabi ng imbakan at ang huli sa imbakan. Titira ka ulit.
tab-moves = Mga tira
tab-learn = Matuto
tab-daily = Puzzle
tab-stats = Iskor
tab-rules = Tuntunin
dialog-close = Isara (Esc)
dialog-cancel = Kanselahin
dialog-done = Tapos
new-opponent = Ang iyong kalaban
new-card-easy = naglalaro si { $name } para sa saya
new-card-medium = mahusay maglaro si { $name }
new-card-hard = malayo ang tanaw ni { $name }
new-card-friends = sa screen na ito
new-card-at_my_level = naglalaro si { $name } na gaya mo
new-card-at_my_level-tip = Naglalaro si { $name } sa lakas na pinakamalapit sa rating mo laban sa kanya ({ $rating }), na gumagalaw sa bawat larong Kalah na tinatapos mo laban sa kanya.
new-card-at_my_level-kalah = Ang antas mo ay sa Kalah, kung saan sinukat ang mga lakas ni { $name }.
new-more = Iba pang pagpipilian: patakarang-bahay, orasan
new-keys = Enter para magsimula, Esc para isara
settings-group-animation = Animasyon
settings-group-sound = Tunog
settings-group-look = Itsura
settings-group-text = Teksto
settings-group-language = Wika
bar-new_game = Bagong laro
bar-review = Suriin ang larong ito
bar-notices = Mga abiso
bar-drawer = Ipakita o itago ang drawer sa gilid
bar-menu = Iba pa: sumuko, magsimulang muli
bar-lesson = Aralin { $n } sa { $total }: { $title }
bar-vs_mascot = Ikaw laban kay { $name } · { $level }
bar-two_players = Dalawang manlalaro
bar-kalah = Kalah · { $pits } hukay, { $seeds } buto
coach-heading = Coach
welcome-heading = Maligayang pagdating sa Mancala
welcome-play = Laruin si { $name }
welcome-play-line = magiliw na unang laro
welcome-learn = Matuto sa { $n } aralin
welcome-learn-line = pindutin ang may ilaw
welcome-daily = Palaisipan ngayon
welcome-later = Ipakita mo lang ang tabla
notices-none = Walang maiuulat.
notices-clear = Burahin ang listahan
new-online = Online
new-card-online = isang kaibigan o kahit sino
bar-online = Maglaro online
bar-vs_online = { $me } { $my_rating } laban kay { $name } { $rating }
bar-reconnecting = Muling kumokonekta sa loob ng { $seconds } s…
bar-connecting = Kumokonekta…
bar-draw_offered = Nag-aalok ng tabla si { $name }
bar-draw_sent = Inialok ang tabla
bar-you = Ikaw
banner-online-aborted = Pinawalang-bisa ang laro: masyadong matagal na walang paghahasik, masyadong maaga para bilangin.
banner-online-agreed = Tabla sa pagkakasundo.
banner-online-rating = Ang rating mo: { $rating }
banner-online-rematch_asked = Humihingi ng rematch si { $name }.
banner-online-rematch_sent = Humingi ng rematch; hinihintay ang sagot.
banner-online-their_time = Naubusan ng oras si { $name }.
banner-online-they_abandoned = Hindi nilaro ni { $name } ang laro nang dalawang linggo at natalo siya.
banner-online-they_resigned = Sumuko si { $name }.
banner-online-you_abandoned = Hindi mo nilaro ang laro nang dalawang linggo at natalo ka.
banner-online-you_resigned = Sumuko ka.
banner-online-your_time = Naubusan ka ng oras.
online-heading = Maglaro online
online-server = Server
online-server-hint = host:port, o ang linyang ipinadala ng kaibigan
online-name = Ang pangalan mo
online-name-hint = gaya ng makikita ng iba
online-connect = Kumonekta
online-host = Mag-host sa computer na ito
online-host-about = Nagsisimula ang pag-host ng server sa loob ng laro, para sa kaibigang nasa parehong network; walang server na kailangang i-install.
online-host-desktop = Kailangan ang desktop na laro para mag-host ng laro para sa kaibigan sa parehong network: hindi maaabot ng ibang computer ang isang page sa browser.
online-host-starting = Sinisimulan ang server…
online-host-failed = Hindi masimulan ang server: { $why }
online-host-on = Nagho-host sa { $address }: ibigay sa kaibigan mo ang address na ito, o ang linya sa ibaba.
online-host-firewall = Maaaring itanong ng iyong firewall kung puwedeng tumanggap ng koneksiyon ang Mancala: payagan ito sa mga pribadong network.
online-host-stop = Itigil ang pag-host
online-state-connecting = Kumokonekta sa { $server }…
online-state-online = Nakakonekta sa { $server } bilang { $name } (rating { $rating }).
online-state-retrying = Hindi maabot ang { $server } ({ $why }); susubok ulit sa loob ng { $seconds } s.
online-state-refused = Hindi tatanggapin ng server ang manlalarong ito: { $why }
online-refused-no_game = Walang laro na may ganyang code: baka mali ang pagkakasulat, o tapos na ang laro. Humingi ng bagong link sa kaibigan mo.
online-refused-closed = Puno na ang larong iyan, o nag-expire na ang code nito (24 oras ang bisa ng code). Humingi ng bagong link sa kaibigan mo.
online-friend = Makipaglaro sa kaibigan
online-create = Gumawa ng pribadong laro
online-create-rules = gamit ang patakaran at tabla ng dialog ng Bagong laro
online-code-hint = code o linya ng kaibigan
online-join = Sumali
online-code-give = Ibigay sa kaibigan mo ang code na ito (gumagana ito nang 24 oras):
online-code-copy = Kopyahin ang linya
online-code-link = O ipadala ang link na ito: binubuksan nito ang laro sa kahit anong browser, at sa larong ito rin.
online-code-copy_link = Kopyahin ang link
online-code-waiting = Hinihintay na sumali ang kaibigan mo…
online-stranger = Maghanap ng kalaban
online-casual = kaswal
online-ranked = may ranggo
online-control = Orasan:
online-correspondence = Sa koreo:
settings-group-notes = Mga abiso
settings-desktop_notes = Sabihan ako sa desktop kapag tira ko na sa larong sa koreo
notes-your_move = Tira mo na laban kay { $name }
notes-your_move-body = { $game }, { $control }, sa { $server }: { $left } ang natitira
online-elsewhere = Sa ibang mga server ({ $n } ang tira mo)
online-elsewhere-all = Ang mga laro mo online ({ $n } ang tira mo)
online-elsewhere-unreachable = { $server }: hindi naabot ({ $why })
online-elsewhere-open = Buksan doon
bar-your_moves = Tira mo sa { $n } laro online
online-mine = Ang mga laro mong kasalukuyan ({ $n } ang tira mo)
online-mine-your_move = tira mo
online-mine-their_move = tira ni { $name }
online-mine-open = Buksan
online-mine-shown = nasa tabla
online-control-none = wala
online-control-30s = 30 s bawat paghahasik
online-control-blitz = 3+2
online-control-rapid = 5+5
online-control-1d = 1 araw bawat paghahasik
online-control-3d = 3 araw bawat paghahasik
online-control-7d = 7 araw bawat paghahasik
online-find = Maghanap ng kalaban
online-otto-offer = Wala pang dumarating. Kaya kang laruin ngayon ni Otto, ang computer ({ $level }, kaswal: walang rating na gumagalaw).
online-otto-play = Laruin si Otto
online-otto-now = Laruin si Otto ngayon
online-otto-now-tip = Isang kaswal na laro laban kay Otto, ang computer, sa antas na pinakamalapit sa rating mo
online-history = Rating sa { $family } sa huli mong { $games } larong may rating
online-history-theirs = Rating ni { $name } sa { $family } sa huli niyang { $games } larong may rating
online-family-kalah = Kalah
online-family-oware = Oware
online-family-congklak = Congklak
online-challenge = Hamunin
online-challenge-toast = Hinahamon ka ni { $name }: { $game }. Sumagot sa Maglaro online.
online-challenge-in = Hinahamon ka ni { $name }: { $game }
online-challenge-out = Hinamon mo si { $name }: { $game }
online-challenge-accept = Tanggapin
online-challenge-decline = Tanggihan
online-challenge-withdraw = Bawiin
online-leaderboard = Leaderboard:
online-leaderboard-empty = Wala pang nakalista.
online-leaderboard-rule = Nakalista: may matatag na rating (walang ?) at larong may rating sa nakaraang 30 araw.
online-leaderboard-you = Ika-{ $rank } ka rito.
online-leaderboard-games = { $games } laro
bar-bot = isang computer
online-seeking = Naghahanap ng kalaban ({ $kind }, { $control })…
online-record = Mga laro online: { $games }
online-ratings = Mga rating: { $list } (? pansamantala)
online-result-win = panalo
online-result-loss = talo
online-result-draw = tabla
online-leave = Idiskonekta
online-offer_draw = Mag-alok ng tabla
online-accept_draw = Tanggapin ang tabla
online-rematch = Rematch
online-berserk-short = Berserk
online-berserk = Berserk: kalahati ng orasan mo, walang dagdag na oras, at may isang dagdag na puntos ang panalo
bar-watching = Pinanonood: { $me } { $my_rating } laban kay { $name } { $rating }
bar-watching_tv = TV: { $me } { $my_rating } laban kay { $name } { $rating }
bar-watchers = { $n } nanonood
bar-behind = ipinakita nang { $n } paghahasik na huli
online-tab-play = Maglaro
online-tab-watch = Manood
online-tab-leaderboard = Leaderboard
online-tab-profile = Ang profile mo
online-tab-challenges = Mga hamon
online-tab-tournaments = Mga paligsahan
online-vacation = Bakasyon mula sa mga larong sa koreo:
online-vacation-days = { $n } araw
online-vacation-take = Kunin
online-vacation-back = Bumalik na ngayon
online-vacation-told = Wala hanggang { $until }; { $left } araw pa ang natitira ngayong taon
online-tournament-make = Gumawa ng pribadong paligsahan
online-tournament-name = Pangalan:
online-tournament-kind-arena = Arena
online-tournament-kind-swiss = Swiss
online-tournament-rounds = round
online-tournament-starts_in = magsisimula sa loob ng
online-tournament-create = Gawin ito
online-tournament-make-about = Pribado: sumasali ang mga manlalaro gamit ang code nito. Ang laro ay ang pamilya sa dialog ng Bagong laro.
online-tournament-refresh = I-refresh
online-tournament-code = Code ng pribadong paligsahan
online-tournament-join_code = Sumali gamit ang code
online-tournament-running = Nagaganap
online-tournament-upcoming = Paparating
online-tournament-finished = Tapos na
online-tournament-none = Wala.
online-tournament-asking = Nagtatanong sa server…
online-tournament-open = Buksan
online-tournament-back = Lahat ng paligsahan
online-tournament-join = Sumali
online-tournament-withdraw = Umatras
online-tournament-arena = Arena ng { $minutes } min
online-tournament-swiss = Swiss ng { $rounds } round
online-tournament-players = { $count } manlalaro
online-tournament-starts = magsisimula { $at }
online-tournament-ends = matatapos { $at }
online-tournament-round = round { $round }
online-tournament-leader = nangunguna: { $name }
online-tournament-private = pribado, code { $code }
online-tournament-rank = #
online-tournament-player = Manlalaro
online-tournament-score = Iskor
online-tournament-sheet = Mga laro
online-tournament-buchholz = Buchholz
online-tournament-sonneborn_berger = S-B
online-tournament-boards = Mga larong kasalukuyan
online-tournament-bye = Bye ngayong round: { $name }
online-tournament-you = #{ $rank } sa { $players } · { $score } puntos
online-tournament-fire = Mainit: doble ang puntos ng susunod na laro
online-tournament-earlier = +{ $n } mas maaga
online-tournament-status-upcoming = paparating
online-tournament-status-running = nagaganap
online-tournament-status-finished = tapos na
online-challenge-none = Walang hamong naghihintay ng sagot. Humamon ng manlalaro mula sa leaderboard o sa profile niya.
online-watch-tv = TV
online-watch-tv-tip = Panoorin ang larong may pinakamataas na rating na kasalukuyang nilalaro, at ang kasunod tuwing natatapos ito
online-watch-refresh = I-refresh
online-watch-now = Pinanonood ang { $names }
online-watch-stop = Itigil ang panonood
online-watch-asking = Itinatanong sa server ang mga larong kasalukuyan…
online-watch-none = Walang naglalaro ngayon. Maghanap ng kalaban, o laruin si Otto.
online-watch-ply = { $ply } paghahasik
online-watch-watchers = { $n } nanonood
online-watch-watch = Panoorin
analysis-off_online = Nakapatay habang larong online: suriin ito kapag tapos na.
analysis-off_opening = Nakapatay habang sabay na naghahasik ang dalawang kamay: binibilang ang halaga ng paghahasik mula sa pagtatapos ng pagbubukas.
new-first-together = sabay
new-first-together-tip = Ang sariling simula ng Congklak: sa simula ng bawat round, pipili ng bahay ang dalawang manlalaro at sabay na maghahasik. Kung kaninong kamay ang unang tumigil, siya ang susunod na titira.
status-opening-choose = Pumili ng bahay na pagsisimulan: sabay kayong maghahasik ni { $name }
status-opening-mascot_choosing = Pumipili ng bahay si { $name }...
status-opening-again = Umabot sa imbakan mo ang iyong kamay: pumili ng bahay na pagpapatuloyan
status-opening-bottom_first = Ibaba: pumili ng bahay habang nakatingin sa iba ang Itaas
status-opening-top_first = Itaas: pumili ng bahay (nakatago ang sa Ibaba)
status-opening-bottom_again = Umabot sa imbakan ang kamay ng Ibaba: Ibaba, pumili ng bahay
status-opening-top_again = Umabot sa imbakan ang kamay ng Itaas: Itaas, pumili ng bahay
status-opening-sowing = Sabay na naghahasik ang dalawang kamay... (nilalaktawan ng click o Space)
status-opening-online_wait = Napili na ang bahay mo: hinihintay ang kay { $name } (sabay na ipapakita ang dalawa)
status-opening-online_theirs = Nakapili na ng bahay si { $name }: pumili ka na
status-opening-watched_first = Palihim na pumipili ng bahay na pagsisimulan ang dalawang manlalaro
bar-round = round { $n }
bar-round_score = round { $n } ({ $south }–{ $north })
banner-round-you_win = Panalo ka sa round!
banner-round-mascot_wins = Panalo si { $name } sa round
banner-round-bottom_wins = Panalo ang hanay sa ibaba sa round!
banner-round-top_wins = Panalo ang hanay sa itaas sa round!
banner-round-draw = Tabla ang round
banner-round-next = Susunod na round
banner-round-online_next = Susunod na round sa loob ng { $n } s
banner-round-burnt_vs = Mga sunog na bahay sa susunod na round: sa iyo { $south }, kay { $name } { $north }
banner-round-burnt = Mga sunog na bahay sa susunod na round: ibaba { $south }, itaas { $north }
banner-rounds_vs = Mga round na naipanalo: ikaw { $south }, si { $name } { $north }
banner-rounds = Mga round na naipanalo: ibaba { $south }, itaas { $north }
banner-match-you_win = Panalo ka sa laban!
banner-match-mascot_wins = Panalo si { $name } sa laban
banner-match-bottom_wins = Panalo ang hanay sa ibaba sa laban!
banner-match-top_wins = Panalo ang hanay sa itaas sa laban!
banner-match-you_cannot_fill = Wala kang mapunong kahit isang bahay.
banner-match-mascot_cannot_fill = Walang mapunong kahit isang bahay si { $name }.
banner-match-bottom_cannot_fill = Walang mapunong kahit isang bahay ang hanay sa ibaba.
banner-match-top_cannot_fill = Walang mapunong kahit isang bahay ang hanay sa itaas.
banner-match-new = Bagong laban
board-in_hand = { $n } sa kamay
moves-pit-hole = bahay { $pit }
hint-play-hole = Tirahin ang bahay { $pit }:
status-your_turn-hole = Tira mo: mag-click ng bahay sa hanay sa ibaba
status-empty_pit-hole = Walang laman ang bahay na iyan: pumili ng may buto.
review-move-hole = Paghahasik { $number }: { $name }, bahay { $pit }
review-best_was-hole = Pinakamahusay sana ang bahay { $pit } ({ $value }).
rules-congklak-together = Sabay na pagsisimula: kapag sabay ang nakatakda sa Unang titira, pipili ng bahay ang bawat manlalaro at sabay na maghahasik ang dalawa, tig-isang buto bawat pagkakataon. Titigil ang kamay na ang huling buto ay nahulog sa sarili nitong imbakan hanggang pumili ang manlalaro nito ng ibang bahay; tapos na ang kamay na tumigil saanman. Ang may kamay na unang natapos ang susunod na titira, at magpapatuloy ang round nang salitan.
rules-congklak-rounds = Mga round: kapag natapos ang isang round, pupunuin ulit ng bawat manlalaro ang mga bahay niya mula sa kanyang imbakan, kasindaming buto bawat bahay gaya ng sa simula, mula sa bahay na katabi ng imbakan palabas. Sunog sa round na iyon ang mga bahay na hindi mapuno, at nananatili sa imbakan ang sobrang buto. Ang nanalo sa isang round ang mauuna sa susunod (maliban kung sabay kayong magsisimula); natatapos ang laban kapag walang mapunong kahit isang bahay ang isang manlalaro.
mistakes-heading = Ang mga pagkakamali mo: { $due } ang takda ngayon
mistakes-count = { $all } palaisipang ginawa mula sa sarili mong mga laro: bawat isa'y ayos kung saan may paghahasik kang nagpamigay ng buto, kasama ang napatunayang sagot.
mistakes-rating = Rating sa palaisipan: { $rating }
mistakes-finding = Mga larong susuriin pa para sa iyong mga pagkakamali: { $games }
mistakes-none_yet = Tapusin ang isang laro laban kay Otto, sa kaibigan o online: bawat pagkakamali mo roon ay magiging palaisipan dito, kasama ang napatunayang sagot.
mistakes-all_done = Walang takda ngayon. Babalik ang susunod na palaisipan sa loob ng { $when }.
mistakes-start = Lutasin ang iyong mga pagkakamali
mistakes-find = Hanapin ang paghahasik na nagpapanatili ng { $value }
mistakes-source = Mula sa iyong laro { $against } noong { $date }, paghahasik { $number }: tinira mo ang hukay { $played } at naipamigay ang { $seeds } buto.
mistakes-against-otto = laban kay { $name } ({ $level })
mistakes-against-online = laban kay { $name } online
mistakes-against-friend = sa pagitan ng dalawang manlalaro sa screen na ito
mistakes-kept = ✔ Napapanatili ito ng hukay { $pit }, dahil { $why }.
mistakes-lost = ✘ Naipamigay ng hukay { $pit } ang { $seeds } buto. Napapanatili ito ng hukay { $best }, dahil { $why }.
mistakes-rating_moved = Rating sa palaisipan: { $rating } ({ $change })
mistakes-back_in = Babalik ang palaisipang ito sa loob ng { $when }.
mistakes-show_answer = Ipakita ang sagot
mistakes-bar = Ang pagkakamali mo bilang palaisipan
mistakes-next = Susunod na palaisipan
mistakes-stop = Itigil
mistakes-minutes = { $n } min
mistakes-hours = { $n } oras
mistakes-days = { $n } araw
new-fair = Patas na simula:
new-fair-usual = karaniwan
new-fair-usual-tip = Ang karaniwang simula: panalo ang nauna nang 8 buto kung perpekto ang laro.
new-fair-pie = pie rule
new-fair-pie-tip = Pagkatapos ng unang tira ng nauna, maaaring kunin ng pangalawa ang panig na iyon. Kaya magbukas sa tirang hindi mo ikasasama kung kunin.
new-fair-balanced = balanseng simula
new-fair-balanced-tip = Isa sa ilang simulang ayos ng 48 buto na napatunayan ng solver na walang halaga sa nauna, at matitira ang bawat hukay.
new-fair-balanced-standard = Para sa 6 na hukay na may tig-4 na buto at karaniwang patakaran ang balanseng simula.
pie-take = Kunin ang panig nila
pie-take-hint = Ang pie rule: kunin ang panig na kakatapos lang ng unang tira nito; ang isa ay maglalaro sa panig mo, at siya ang susunod na titira.
pie-offered = Pie rule: magpatuloy sa paghahasik, o kunin ang kabilang panig (⇅ sa bar).
pie-taken_by_mascot = Kinuha ni { $name } ang panig mo: ang kabila ang nilalaro mo ngayon, tira mo.
pie-taken = Nagpalit ng panig: binaligtad ang tabla, at hinahasikan ng bawat manlalaro ang hanay sa harap niya.
tab-explorer = Explorer
explorer-heading = Explorer ng pagbubukas
explorer-to_move-south = Ang Timog ang titira (hanay sa ibaba).
explorer-to_move-north = Ang Hilaga ang titira (hanay sa itaas).
explorer-working = Kinakalkula ang halaga ng bawat paghahasik...
explorer-column-pit = Tira
explorer-column-value = Halaga
explorer-column-yours = Iyo
explorer-column-online = Online
explorer-pit = Hukay { $pit }
explorer-play_tip = Laruin ang paghahasik na ito sa tabla ng pagsusuri
explorer-games = { $games } · { $score }%
explorer-legend = Halaga: ang huling lamang ng titira pagkatapos ng paghahasik na ito, kung perpekto ang laro ng dalawa; ~ ang tantiya. Iyo at Online: ang mga larong gumamit nito rito · ang bahagi ng puntos na nakuha nito.
explorer-offline = Lumalabas dito ang mga laro ng server kapag online ka.
explorer-asking = Nagtatanong sa server...
explorer-online_games = Online: ang mga natapos na laro ng server.
explorer-off_daily = Nakapatay habang palaisipan ng araw.
explorer-off_lesson = Nakapatay habang may aralin.
explorer-off_mistake = Nakapatay habang nilulutas mo ang palaisipan ng iyong mga pagkakamali.
explorer-off_congklak = Nagsisimula ang mga round ng Congklak at Sungka sa sabay na dalawang kamay, at walang nagpapatunay sa mga posisyon ng Ô ăn quan: walang pagbubukas na masusuri.
explorer-off_vs_mascot = Nakapatay habang kalaro mo si { $name }, para walang daya: bubukas ito kapag tapos na ang laro.
explorer-off_online = Nakapatay habang larong online: bubukas ito kapag tapos na ang laro.
otto-study-title = Pinag-aaralan ni { $name } ang mga dulong-laro ng Oware
otto-study-kept = Alam niya ang bawat ayos na may hanggang { $seeds } buto sa mga hukay; { $target } kapag tapos na siya. Itinatago ito para sa bawat susunod na laro.

# Sungka (docs/congklak.md, "Sungka").
new-game-sungka = Sungka
new-game-sungka-tip = Sungka, ang kapatid ng Congklak sa Pilipinas: parehong tabla ng 7 bahay at tuloy-tuloy na paghahasik, pero lalaktaw ang manlalarong ubos ang mga bahay, at ang mga buto lang sa tapat ang nahuhuli.
new-capture_own_seed = huliin pati sariling buto
bar-sungka = Sungka · { $holes } bahay
rules-sungka = Sungka
rules-sungka_with = Sungka na may { $switches }
rules-sungka-title = Sungka
rules-sungka-intro = Ang Sungka ang laro ng Pilipinas sa pamilyang ito, kapatid ng Congklak: dalawang hanay ng 7 bahay (mapipili ang 5 hanggang 9), 7 buto bawat isa, at isang ulo (imbakan) sa bawat dulo. Ang hanay mo ay ang pinakamalapit sa iyo at { $side ->
        [right] nasa kanan mo ang iyong imbakan: naghahasik ka nang salungat sa ikot ng orasan
       *[left] nasa kaliwa mo ang iyong imbakan: naghahasik ka sa ikot ng orasan
    }, papasok sa sarili mong imbakan pero hindi kailanman sa imbakan ng kalaban. Piliin ito sa Laro sa Bagong laro.
rules-sungka-capture = Sa bakante mong bahay: kung may buto ang bahay sa tapat, mapupunta ang mga iyon sa iyong imbakan at mananatili ang huli mong buto kung saan ito nahulog; alinman dito, tapos ang tira mo. Sa bakanteng bahay ng kalaban: tapos ang tira mo.
rules-sungka-end = Lalaktaw ang manlalarong bakante ang lahat ng bahay, at magpapatuloy ang isa; natatapos ang round kapag bakante ang lahat ng bahay. Ang may pinakamaraming buto ang panalo.
rules-sungka-capture_own_seed = Bersiyon, huliin pati sariling buto: kasama ng mga buto sa tapat, napupunta rin sa iyong imbakan ang nanghuling buto, gaya sa Congklak.
rules-sungka-example_capture-title = Halimbawa: panghuhuli
rules-sungka-example_capture-body = May 1 buto ang una mong bahay at bakante ang ikalawa, katapat ng bahay ng kalaban na may 5. Ihasik ang 1: nahulog ito sa bakanteng bahay, kaya napupunta ang 5 sa tapat sa iyong imbakan, nananatili ang buto mo sa bahay nito, at tapos ang tira mo.
online-family-sungka = Sungka
online-family-oanquan = Ô ăn quan
new-game-oanquan = Ô ăn quan
new-game-oanquan-tip = Ô ăn quan, ang laro ng pamilyang ito mula sa Vietnam: 5 parisukat bawat panig sa pagitan ng dalawang parisukat ng mandarin, at ikaw ang pipili kung saan papunta ang bawat paghahasik.
new-quan_board = Ô ăn quan: 5 parisukat bawat panig na may 5 mamamayan bawat isa, at isang mandarin sa bawat dulo. Nakalagay sa bandeha sa tabi ng tabla ang mga nahuli mo.
new-small_mandarin = mandarin na 5 ang halaga
rules-oanquan = Ô ăn quan
rules-oanquan_with = Ô ăn quan na may { $switches }
rules-oanquan-title = Ô ăn quan
rules-oanquan-intro = Ang Ô ăn quan ay ang laro ng pamilyang ito mula sa Vietnam: dalawang hanay ng 5 parisukat na may 5 mamamayan (maliliit na buto) bawat isa, at sa bawat dulo ay isang parisukat ng mandarin na hugis kalahating buwan, kasama ang mandarin nito, isang malaking piyesa na katumbas ng 10 mamamayan. Walang may-ari ng mga parisukat ng mandarin at walang bahay-imbakan: nakalagay sa iyong bandeha sa tabi ng tabla ang mga nahuli mo. Ang hanay mo ang pinakamalapit sa iyo.
rules-oanquan-sow = Pumili ng isa sa iyong mga parisukat at ng direksiyon: i-click ang kaliwa o kanang kalahati ng parisukat, o pindutin ang numero nito at saka ang ← o →. Isa-isang inihahasik ang mga mamamayan nito sa mga kasunod na parisukat sa direksiyong iyon paikot sa tabla, kasama ang mga parisukat ng mandarin.
rules-oanquan-relay = Pagkatapos, ang parisukat na kasunod ng huling mamamayan ang magpapasiya. Kung may mga mamamayan ito, kunin lahat at ituloy ang paghahasik sa parehong direksiyon. Kung parisukat ito ng mandarin, tapos ang tira mo.
rules-oanquan-capture = Kung bakante ito, nahuhuli mo ang parisukat na kasunod nito: ang mga mamamayan nito, at ang mandarin kung parisukat ito ng mandarin. Habang bakante ang parisukat na kasunod ng nahuli at may laman ang susunod, huhulihin mo rin iyon. Natatapos ang tira mo sa dalawang magkasunod na bakanteng parisukat.
rules-oanquan-refill = Kapag bakante ang lahat ng lima mong parisukat sa iyong tira, magbalik ng isang nahuling mamamayan sa bawat isa bago maghasik. Kung kulang sa lima ang sa iyo, hiramin ang kulang sa kalaban; babayaran mo ito sa dulo.
rules-oanquan-end = Natatapos ang laro kapag nahuli na ang dalawang mandarin at ang mga mamamayan sa kanilang mga parisukat, o kapag bakante ang isang hanay at hindi na ito mapupuno: kukunin ng bawat manlalaro ang mga mamamayan sa sarili niyang mga parisukat. 10 ang isang mandarin, 1 ang isang mamamayan; panalo ang may pinakamarami.
rules-oanquan-small_mandarin = Baryante, mandarin na 5 ang halaga: may mga manlalarong nagbibilang sa mandarin bilang 5 mamamayan.
rules-oanquan-example_chain-title = Halimbawa: sunud-sunod na huli
rules-oanquan-example_chain-body = May 2 mamamayan ang parisukat 2 mo, bakante ang parisukat 5 mo, at nasa parisukat ng mandarin na kasunod nito ang kaniyang mandarin. Bakante ang parisukat 1 ng kalaban at may 4 ang parisukat 2 niya. Ihasik ang parisukat 2 pakanan: tig-isang mamamayan sa parisukat 3 at 4 mo. Bakante ang parisukat 5 mo, ang kasunod ng huli, kaya nahuhuli mo ang parisukat ng mandarin na kasunod nito. Pagkatapos nito, bakante ang parisukat 1 ng kalaban at may 4 ang parisukat 2 niya: nahuhuli mo rin ang mga iyon. May mga mamamayan ang parisukat 3 niya, kaya hihinto ang sunud-sunod na huli: ang mandarin at 4 na mamamayan, 14 lahat.
rules-oanquan-example_refill-title = Halimbawa: pagpuno sa bakanteng hanay
rules-oanquan-example_refill-body = Bakante ang lima mong parisukat; 3 mamamayan ang nahuli mo at 6 ang sa kalaban. Bago maghasik, may isang mamamayang mapupunta sa bawat parisukat mo: ang 3 mo, at 2 na hiniram sa kalaban, na utang mo sa kaniya hanggang matapos ang laro.
status-your_turn-square = Tira mo: i-click ang kaliwa o kanang kalahati ng isa sa iyong parisukat
status-empty_pit-square = Bakante ang parisukat na iyan: pumili ng may mamamayan.
status-picked_square = Parisukat { $pit }: pindutin ang ← o → para ihasik ito sa direksiyong iyon, o Esc para pumili ulit.
moves-pit-square = parisukat { $pit }
hint-play-square = Laruin ang parisukat { $pit }:
review-move-square = Paghahasik { $number }: { $name }, parisukat { $pit }
review-best_was-square = Pinakamahusay sana ang parisukat { $pit } ({ $value }).
preview-quan_capture = Nakakuha ng { $n } mamamayan!
preview-quan_mandarin = Nakakuha ng { $mandarins ->
        [1] isang mandarin
       *[other] dalawang mandarin
    }{ $n ->
        [0] {""}
       *[other] {" "}at { $n } mamamayan
    }!
status-end-mandarins = Nahuli na ang dalawang mandarin, kaya kinuha ng bawat panig ang mga mamamayan sa sarili nitong mga parisukat.
status-end-no_refill = Bakante ang isang hanay at kulang ang mga nahuling mamamayan para punuin itong muli, kaya kinuha ng bawat panig ang mga mamamayan sa sarili nitong mga parisukat.
lesson-sungka-title = Sungka
lesson-sungka-step1 = Sa Sungka, ang huli mong buto ang nagpapasiya kung ano ang susunod. May 1 buto ang bahay 2 mo at may 4 ang bahay 3. Pindutin ang bahay 2: babagsak ang buto nito sa bahay 3, na may laman, kaya dadamputin mo ang lahat ng 5 at itutuloy ang paghahasik.
lesson-sungka-step2 = May 1 buto ang bahay 1 mo at bakante ang bahay 2 mo, katapat ng 8 buto. Pindutin ang bahay 1.
lesson-sungka-done = Ang huling buto sa bahay na may laman ay dinadampot kasama ng mga iyon at itinutuloy ang paghahasik; sa iyong imbakan, titira ka ulit; sa bakante mong bahay, kinukuha nito ang mga buto sa tapat, at sa Sungka ay nananatili ito sa bahay nito.
lesson-oanquan-title = Ô ăn quan
lesson-oanquan-step1 = Sa Ô ăn quan, ikaw ang pipili kung saan maghahasik. Ihasik ang parisukat 3 pakaliwa: pindutin ang kaliwang kalahati ng kumikinang na parisukat, at tingnan ang laman ng parisukat na kasunod ng bawat huling mamamayan.
lesson-oanquan-step2 = May 2 mamamayan ang parisukat 2 mo at bakante ang parisukat 5 mo, bago ang parisukat ng mandarin. Ihasik ang parisukat 2 pakanan: pindutin ang kanang kalahati ng kumikinang na parisukat.
lesson-oanquan-done = Pagkatapos ng huli mong mamamayan, ang parisukat na may mamamayan ay dinadampot at itinutuloy ang paghahasik; ang bakanteng parisukat ay nanghuhuli sa kasunod nito, at nagpapatuloy ang huli nang salitan habang nagsasalitan ang bakante at may laman. 10 ang halaga ng isang mandarin.
outcome-capture_across = Nahulog ang huli mong buto sa bakante mong bahay { $pit }: napunta sa iyong imbakan ang { $seeds } buto sa tapat, at nananatili ang buto mo sa bahay nito.
outcome-taken = Bakante ang parisukat na kasunod ng huli mong mamamayan, kaya nahuli mo ang nasa kabila nito: { $seeds } mamamayan{ $mandarins ->
        [0] {""}
        [1] {" "}at isang mandarin
       *[other] {" "}at ang dalawang mandarin
    }.
where-capture_across = sa bakante mong bahay { $pit }, kinukuha ang { $seeds } sa tapat
where-taken = sa paghuli ng { $seeds } mamamayan{ $mandarins ->
        [0] {""}
        [1] {" "}at isang mandarin
       *[other] {" "}at ang dalawang mandarin
    }
wrong-empty-hole = Walang laman ang bahay { $pit }: walang maihahasik. Pindutin ang kumikinang na bahay { $want }.
wrong-elsewhere-hole = Ang bahay { $pit } ay magtatapos { $where }. Ang hakbang na ito ay tungkol sa kumikinang na bahay { $want }: pindutin ito at tingnan.
wrong-empty-square = Walang laman ang parisukat { $pit }: walang maihahasik. Ihasik ang kumikinang na parisukat { $want }.
wrong-elsewhere-square = Ang parisukat { $pit } ay magtatapos { $where }. Ang hakbang na ito ay tungkol sa kumikinang na parisukat { $want }: ihasik ito at tingnan.
outcome-own_pit-hole = Nahulog ang huli mong buto sa iyong bahay { $pit }; tira na sana ng kabila.
outcome-other_pit-hole = Nahulog ang huli mong buto sa bahay { $pit } ng hanay sa itaas; tira na sana ng kabila.
outcome-own_pit-square = Nahulog ang huli mong mamamayan sa iyong parisukat { $pit } at natapos ang tira; tira na sana ng kabila.
outcome-other_pit-square = Nahulog ang huli mong mamamayan sa parisukat { $pit } ng hanay sa itaas at natapos ang tira; tira na sana ng kabila.
where-own_pit-hole = sa iyong bahay { $pit }
where-other_pit-hole = sa bahay { $pit } ng hanay sa itaas
where-own_pit-square = sa iyong parisukat { $pit }
where-other_pit-square = sa parisukat { $pit } ng hanay sa itaas

## Ang naririnig ng screen reader sa tabla: ang pangalan at laman ng bawat hukay, at ang ibinabalita habang naglalaro.
voice-board = Tabla
voice-you = ikaw
voice-bottom = ibaba
voice-top = itaas
voice-pit = { $whose ->
    [you] Iyong hukay { $pit }
    [bottom] Hukay { $pit } sa ibaba
    [top] Hukay { $pit } sa itaas
   *[named] Hukay { $pit } ni { $name }
}
voice-pit-hole = { $whose ->
    [you] Iyong bahay { $pit }
    [bottom] Bahay { $pit } sa ibaba
    [top] Bahay { $pit } sa itaas
   *[named] Bahay { $pit } ni { $name }
}
voice-pit-square = { $whose ->
    [you] Iyong parisukat { $pit }
    [bottom] Parisukat { $pit } sa ibaba
    [top] Parisukat { $pit } sa itaas
   *[named] Parisukat { $pit } ni { $name }
}
voice-store = { $whose ->
    [you] Iyong imbakan
    [bottom] Imbakan sa ibaba
    [top] Imbakan sa itaas
   *[named] Imbakan ni { $name }
}
voice-tray = { $whose ->
    [you] Iyong mga nahuli
    [bottom] Mga nahuli ng ibaba
    [top] Mga nahuli ng itaas
   *[named] Mga nahuli ni { $name }
}
voice-mandarin_square = { $where ->
    [left] Parisukat ng mandarin sa kaliwa
   *[right] Parisukat ng mandarin sa kanan
}
voice-seeds = { $n } buto
voice-citizens = { $n } mamamayan
voice-burnt = sunog
voice-worth = katumbas ng { $n }
voice-mandarin_there = nandoon pa ang mandarin
voice-mandarin_taken = nakuha na ang mandarin
voice-way = { $square }: ihasik { $way ->
    [left] pakaliwa
   *[right] pakanan
}
voice-last_seed = Huling buto: { $cell }.
voice-sowed = { $whose ->
    [you] Hinasik mo ang hukay { $pit }.
    [bottom] Hinasik ng ibaba ang hukay { $pit }.
    [top] Hinasik ng itaas ang hukay { $pit }.
   *[named] Hinasik ni { $name } ang hukay { $pit }.
}
voice-sowed-hole = { $whose ->
    [you] Hinasik mo ang bahay { $pit }.
    [bottom] Hinasik ng ibaba ang bahay { $pit }.
    [top] Hinasik ng itaas ang bahay { $pit }.
   *[named] Hinasik ni { $name } ang bahay { $pit }.
}
voice-sowed-square = { $whose ->
    [you] Hinasik mo ang parisukat { $pit }
    [bottom] Hinasik ng ibaba ang parisukat { $pit }
    [top] Hinasik ng itaas ang parisukat { $pit }
   *[named] Hinasik ni { $name } ang parisukat { $pit }
} { $way ->
    [left] pakaliwa.
   *[right] pakanan.
}
voice-score = Iskor: { $bottom } { $south }, { $top } { $north }.
voice-your_turn = Tira mo.
voice-both_hands = Naghasik ang dalawang kamay.
voice-new_game = Bagong laro.
voice-puzzle = Ang palaisipan ngayon.
voice-undone = Binawi ang tira.
voice-redone = Inulit ang tira.
voice-next_round = Susunod na round.
voice-sides_swapped = Nagpalit ng panig.
voice-back_to_game = Balik sa laro.
voice-key = Pindutan { $key }.
