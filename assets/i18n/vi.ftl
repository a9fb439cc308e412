# Tiếng Việt. Translated from en.ftl; not yet read by a native speaker (docs/translating.md says how to help).
# Vietnamese nouns do not change with a number: "1 hạt", "2 hạt".
app-tagline = Kalah: rải hạt, ăn hạt, làm đầy kho của bạn.
notice-bad_file = Không đọc được { $file } ({ $why }). Tệp đã được giữ lại thành { $backup } và trò chơi dùng các giá trị mặc định.
notice-cannot_save = Không lưu được { $file }: { $why }
new-heading = Ván mới
new-two_players = Hai người chơi
new-first = Đi trước:
new-first-me = tôi
new-first-bottom = hàng dưới
new-first-top = hàng trên
new-first-random = ngẫu nhiên
store-you = Bạn
store-bottom = Dưới
store-top = Trên
settings-theme = Giao diện:
theme-light = sáng
theme-dark = tối
theme-high_contrast = tương phản cao
settings-stones = Hạt:
stones-jewels = màu đá quý
stones-colour_blind = an toàn cho người mù màu
settings-reduce_motion = Giảm chuyển động
settings-relay_store_right = Congklak và Sungka: kho ở bên phải
settings-relay_store_right-tip = Vẽ bàn Congklak và Sungka với kho của mỗi người ở bên phải, rải ngược chiều kim đồng hồ, như một số bàn ở Philippines. Luật chơi vẫn như cũ.
settings-ui_scale = Cỡ chữ
settings-fullscreen = Toàn màn hình: F11
new-seeds = hạt mỗi ô
new-start = Bắt đầu
level-easy = Dễ
level-medium = Vừa
level-hard = Khó
level-perfect = Hoàn hảo
level-at_my_level = Trình độ của bạn
game-daily = Câu đố hằng ngày { $date }, độ khó { $stars }
game-teach = Chỉ tôi
game-teach-thinking = Đang tìm một nước hay...
game-undo = Đi lại
game-redo = Làm lại
game-resign = Chịu thua
game-restart = Chơi lại từ đầu
hint-play = Hãy đi ô { $pit }:
hint-extra_turn = hạt cuối rơi vào kho của bạn, nên bạn được đi tiếp.
hint-extra_turn_chain = hạt cuối rơi vào kho của bạn, nên bạn được đi tiếp, và còn nhiều lượt thêm nữa có thể nối theo ({ $then } lượt liền).
hint-capture = hạt cuối rơi vào một ô trống của bạn và ăn: { $seeds } hạt vào kho của bạn.
hint-relays-one = các hạt được bốc lên và rải tiếp một lần
hint-relays-many = các hạt được bốc lên và rải tiếp { $n } lần
hint-relay_to_store = { $relays }, và hạt cuối rơi vào kho của bạn, nên bạn được đi tiếp.
hint-relay_to_store_chain = { $relays }, và hạt cuối rơi vào kho của bạn, nên bạn được đi tiếp, và còn nhiều lượt thêm nữa có thể nối theo ({ $then } lượt liền).
hint-relay_capture = { $relays }, và hạt cuối rơi vào một lỗ trống của bạn và ăn: { $seeds } hạt vào kho của bạn.
hint-protect = đối thủ có thể ăn { $seeds } hạt trong ô { $pit } của bạn ở lượt sau; nước này ngăn điều đó.
hint-keep = ván sắp kết thúc, và nước này giữ hạt ở phía bạn, nơi chúng được tính cho bạn.
hint-squares =
    sau quân dân cuối là một ô trống, nên bạn ăn { $squares ->
        [1] ô kế tiếp
       *[other] { $squares } ô, cách một ô một
    }: { $citizens } quân dân{ $mandarins ->
        [0] {""}
        [1] {" "}và một quan
       *[other] {" "}và cả hai quan
    }.
hint-guard = đối thủ có thể ăn { $seeds } ở lượt sau (quan tính theo giá trị của nó); nước này ngăn điều đó.
hint-calculation = theo tính toán, đây là nước tốt nhất.
hint-value-win = Nếu cả hai chơi hoàn hảo, bạn thắng cách biệt { $n }.
hint-value-lose = Nếu cả hai chơi hoàn hảo, bạn thua cách biệt { $n }.
hint-value-draw = Nếu cả hai chơi hoàn hảo, ván sẽ hòa.
analysis-heading = Phân tích
analysis-show = Hiện giá trị của mọi ô có thể đi
analysis-off_vs_mascot = Tắt khi chơi với { $name }, để không ai gian lận: hãy dùng trong ván hai người.
analysis-off_daily = Tắt trong câu đố hằng ngày.
analysis-off_lesson = Tắt trong khi học: bài học tự làm sáng ô cần bấm.
analysis-legend = Mỗi số là cách biệt cuối cùng cho bên đang đi nếu sau ô đó cả hai chơi hoàn hảo. Dấu ~ là ước lượng đang được chứng minh.
analysis-proving = Đang chứng minh...
analysis-proved = Mọi giá trị đều đã được chứng minh.
daily-heading = Câu đố hằng ngày
daily-goal = Một thế cờ tàn đã được chứng minh là thắng được: hãy thắng một đối thủ hoàn hảo. Bạn chơi hàng dưới.
daily-today = Hôm nay, { $date }
daily-preparing = Đang chuẩn bị câu đố...
daily-play = Chơi
daily-retry = Thử lại
daily-restart = Chơi lại từ đầu
daily-status-new = chưa thử
daily-status-won = đã giải (số lần thử: { $tries })
daily-status-lost = chưa giải (số lần thử: { $tries })
daily-status-playing = đang chơi trên bàn
daily-streak = Chuỗi ngày: { $days } (cao nhất { $best })
daily-share = Sao chép dòng chia sẻ
daily-copied = Đã sao chép vào bộ nhớ tạm.
daily-share_line = Câu đố Mancala hằng ngày { $date } { $stars }: đã giải (số lần thử: { $tries }). Chuỗi ngày: { $streak }.
daily-share_line_unsolved = Câu đố Mancala hằng ngày { $date } { $stars }: chưa giải (số lần thử: { $tries }).
daily-past = 30 ngày qua
daily-solved_banner = Đã giải câu đố!
daily-failed_banner = Lần này chưa được
stats-heading = Thống kê
stats-game = Ván
stats-won = Thắng
stats-drawn = Hòa
stats-lost = Thua
stats-best = Tốt nhất
stats-best-tip = Cách biệt thắng lớn nhất của bạn, tính bằng hạt (giữa hai người: cách biệt lớn nhất).
stats-vs = { $name } · { $level }
stats-two_players = Hai người chơi
stats-two_players_note = Hai người chơi: Thắng đếm số ván hàng dưới thắng, Thua là số ván hàng trên thắng.
stats-daily = Câu đố hằng ngày đã giải: { $won }; chuỗi { $streak }, cao nhất { $best }
stats-none = Chưa có ván nào kết thúc.
stats-against_otto = Điểm của bạn khi đấu với { $name }: { $rating } ± { $deviation } ({ $games } ván)
stats-against_otto-tip = Tính từ mọi ván Kalah với { $name }, mỗi cấp độ của cậu ấy theo điểm đo trong nhóm của cậu ấy. "Trình độ của bạn" chơi ở sức mạnh gần nhất với điểm đó.
settings-heading = Cài đặt
settings-speed = Tốc độ:
speed-instant = tức thì
speed-fast = nhanh
speed-normal = vừa
speed-slow = chậm
settings-mute = Tắt tiếng (M)
status-your_turn = Lượt của bạn: bấm một ô ở hàng dưới
status-mascot_turn = Lượt của { $name }
status-mascot_thinking = { $name } đang nghĩ...
status-bottom_turn = Hàng dưới đi
status-top_turn = Hàng trên đi
status-empty_pit = Ô đó trống: hãy chọn một ô có hạt.
status-your_row = Các ô của bạn là hàng dưới.
status-bottom_row_turn = Đến lượt hàng dưới.
status-top_row_turn = Đến lượt hàng trên.
status-you_win = Bạn thắng, { $south } : { $north }!
status-mascot_wins = { $name } thắng, { $south } : { $north }
status-draw = Hòa, { $south } : { $north }
status-bottom_wins = Hàng dưới thắng, { $south } : { $north }!
status-top_wins = Hàng trên thắng, { $south } : { $north }!
status-you_resigned = Bạn đã chịu thua.
status-bottom_resigned = Hàng dưới đã chịu thua.
status-top_resigned = Hàng trên đã chịu thua.
preview-extra_turn = Thêm lượt!
preview-capture = Ăn { $n }!
preview-relay = rải tiếp 1 lần
preview-relays = rải tiếp { $n } lần
banner-you_win = Bạn thắng!
banner-mascot_wins = { $name } thắng
banner-draw = Hòa
banner-bottom_wins = Hàng dưới thắng!
banner-top_wins = Hàng trên thắng!
banner-score_vs = Bạn { $south } : { $north } { $name }
banner-score = Dưới { $south } : { $north } Trên
banner-again = Chơi lại
mascot-capture-1 = Của tôi! { $n } hạt.
mascot-capture-2 = Tôi lấy { $n } hạt này nhé.
mascot-capture-3 = Vào kho của tôi: { $n }!
mascot-extra-1 = Tôi được thêm một lượt!
mascot-extra-2 = Vào thẳng kho của tôi. Đi tiếp!
mascot-extra-3 = Ha, tôi đi tiếp.
mascot-ouch-1 = Ôi không, hạt của tôi!
mascot-ouch-2 = Này, đó là của tôi mà...
mascot-ouch-3 = Ui da. Ăn hay lắm.
mascot-nice-1 = Hay đấy: bạn được đi tiếp.
mascot-nice-2 = Một lượt thêm, nhìn ra giỏi lắm.
mascot-win = Tôi thắng, { $mine } - { $yours }! Chơi nữa không?
mascot-lose = Bạn thắng tôi rồi! Chơi hay lắm.
mascot-draw = Hòa! Thêm ván nữa nhé?
mascot-puzzle = Bạn có thắng được tôi từ đây không?
rules-heading = Luật chơi
rules-board = Bàn có hai hàng, mỗi hàng sáu ô, và một kho ở mỗi đầu. Hàng của bạn là hàng gần bạn nhất, và kho của bạn ở bên phải bạn. Mỗi ô lúc đầu có cùng số hạt (4 trong ván chuẩn).
rules-sow = Đến lượt, bạn chọn một ô có hạt của mình. Bốc hết số hạt đó và rải từng hạt một vào các ô tiếp theo, ngược chiều kim đồng hồ: dọc hàng của bạn đến kho của bạn, rồi sang các ô của đối thủ, và vòng lại. Bỏ qua kho của đối thủ. Nếu đủ hạt để đi hết một vòng (13 hạt trở lên), ô bạn vừa bốc cũng nhận một hạt.
rules-extra = Thêm lượt: nếu hạt cuối rơi vào kho của bạn, bạn được đi tiếp, bao nhiêu lần cũng được.
rules-capture = Ăn hạt: nếu hạt cuối rơi vào một ô trống phía bạn và ô đối diện có hạt, hạt đó cùng mọi hạt đối diện vào kho của bạn, và lượt của bạn kết thúc. Nếu ô đối diện trống thì không ăn gì.
rules-end = Kết thúc: ngay khi một hàng trống, ván kết thúc, và mỗi người cho số hạt còn trong hàng mình vào kho của mình. Nhiều hạt hơn thì thắng; bằng nhau là hòa. (Để an toàn, ván cũng kết thúc như vậy sau 400 lần rải.)
rules-example_extra-title = Ví dụ: thêm lượt
rules-example_extra-body = Lúc đầu ô 3 của bạn (đếm từ bên trái bạn) có 4 hạt. Rải ô đó sẽ bỏ một hạt vào mỗi ô 4, 5 và 6, và hạt thứ tư vào kho của bạn: bạn được đi tiếp.
rules-example_capture-title = Ví dụ: ăn hạt
rules-example_capture-body = Ô 2 của bạn có 1 hạt, ô 3 của bạn trống, và ô đối diện của đối thủ có 5 hạt. Đi ô 2: hạt rơi vào ô 3 trống và ăn. 1 + 5 = 6 hạt vào kho của bạn.
rules-faq-heading = Câu hỏi
rules-faq-store-q = Có khi nào hạt rơi vào kho của đối thủ không?
rules-faq-store-a = Không. Khi rải, bỏ qua kho của đối thủ; bạn chỉ làm đầy kho của mình.
rules-faq-leftover-q = Ai giữ số hạt còn lại lúc cuối?
rules-faq-leftover-a = Mỗi người giữ số hạt còn trong hàng mình: chúng vào kho của người đó khi ván kết thúc.
rules-faq-first-q = Ai đi trước?
rules-faq-first-a = Bạn chọn khi bắt đầu ván: bạn, { $name }, hoặc tung đồng xu. Đi trước có lợi một chút: nếu chơi hoàn hảo, người đi trước thắng ván chuẩn cách biệt 8 hạt.
learn-heading = Bài học
learn-start = Bắt đầu
learn-again = Học lại
learn-progress = Đã xong { $done } trên { $total } bài học, thắng { $won } thử thách.
learn-step = Bài học: { $title }, bước { $n } trên { $total }
learn-next = Tiếp
learn-stop = Dừng bài học
learn-challenge = Giờ là một thử thách nhỏ: thắng { $name } từ một thế cờ cho sẵn.
learn-challenge-play = Chơi thử thách
learn-challenge-playing = Thử thách: thắng { $name } (Dễ) từ đây. Bạn chơi hàng dưới.
learn-challenge-won = Bạn đã vượt qua thử thách!
learn-challenge-lost = Lần này chưa được: thế cờ này có thể thắng. Thử lại nhé?
learn-challenge-again = Thử lại
outcome-own_store = Hạt cuối của bạn rơi vào kho của bạn: bạn được đi tiếp.
outcome-capture = Hạt cuối của bạn rơi vào ô trống { $pit } của bạn: nó cùng các hạt đối diện, tổng cộng { $seeds }, đã vào kho của bạn.
outcome-own_pit = Hạt cuối của bạn rơi vào ô { $pit } của bạn; giờ sẽ đến lượt người kia.
outcome-other_pit = Hạt cuối của bạn rơi vào ô { $pit } của hàng trên; giờ sẽ đến lượt người kia.
outcome-mandarin = Hạt cuối của bạn rơi vào ô quan; giờ sẽ đến lượt người kia.
outcome-game_over = Một hàng đã trống, nên ván kết thúc: số hạt còn trong mỗi hàng vào kho của hàng đó.
wrong-empty = Ô { $pit } trống: không có gì để rải. Hãy bấm ô { $want } đang sáng.
wrong-elsewhere = Ô { $pit } sẽ dừng { $where }. Bước này nói về ô { $want } đang sáng: hãy bấm nó và xem.
where-own_store = ở kho của bạn, với thêm một lượt
where-capture = ở ô trống { $pit } của bạn, ăn { $seeds }
where-own_pit = ở ô { $pit } của bạn
where-other_pit = ở ô { $pit } của hàng trên
where-mandarin = ở ô quan
where-game_over = ván đấu
lesson-sowing-title = Rải hạt
lesson-sowing-step1 = Các ô của bạn là hàng dưới và kho của bạn ở bên phải. Một nước đi bốc hết hạt của một ô của bạn và rải từng hạt một sang phải. Hãy bấm ô 1.
lesson-sowing-step2 = Hạt đi qua kho của bạn sang hàng trên, ngược chiều kim đồng hồ; chỉ kho của đối thủ bị bỏ qua. Hãy bấm ô 6.
lesson-sowing-done = Một nước đi chỉ có vậy: bốc hết hạt của một ô, rồi bỏ một hạt vào mỗi ô trên đường đi.
lesson-extra_turn-title = Thêm lượt
lesson-extra_turn-step1 = Ô 3 có 4 hạt và cách kho của bạn 4 bước. Hãy đếm theo: bấm ô 3.
lesson-extra_turn-done = Khi hạt cuối rơi vào kho của bạn, bạn được đi tiếp. Hãy đếm số bước đến kho trước khi rải.
lesson-chain-title = Nối các lượt thêm
lesson-chain-step1 = Cách mở đầu mạnh nhất bắt đầu bằng một lượt thêm: hãy bấm ô 3.
lesson-chain-step2 = Bạn được đi tiếp. Bây giờ ô 6 bỏ một hạt vào kho của bạn và phần còn lại sang hàng trên, nước tiếp theo quen thuộc: hãy bấm ô 6.
lesson-chain-step3 = Các lượt thêm có thể nối nhau. Ô 6 có 1 hạt và ô 4 có 3: cả hai đều đến vừa đúng kho của bạn. Bắt đầu từ ô gần kho nhất: hãy bấm ô 6.
lesson-chain-step4 = Lại nữa! Ô 4 có 3 hạt và cách 3 bước: hãy bấm ô 4.
lesson-chain-step5 = Ô 4 đã bỏ một hạt vào ô 6, nên ô 6 lại có 1: thêm một lượt nữa. Hãy bấm ô 6.
lesson-chain-done = Hãy đi lượt thêm gần kho nhất trước: đi ô xa hơn trước sẽ thêm hạt vào các ô gần hơn và làm hỏng phép đếm của chúng.
lesson-capture-title = Ăn hạt
lesson-capture-step1 = Ô 5 của bạn trống, và đối diện nó hàng trên có 4 hạt. Ô 2 có 3 hạt, nên hạt cuối rơi vào ô 5. Hãy bấm ô 2.
lesson-capture-done = Hạt cuối rơi vào một ô trống của bạn thì ăn: nó và mọi hạt đối diện vào kho của bạn. Ô đối diện trống thì không ăn gì.
lesson-lap-title = Đi trọn một vòng
lesson-lap-step1 = Ô 1 có 13 hạt: đủ để đi hết một vòng, bỏ qua kho của đối thủ, và thả hạt thứ 13 vào chính ô 1 mà bạn vừa bốc. Hãy bấm ô 1.
lesson-lap-done = Mười ba hạt luôn quay về ô đã bốc, và vì ô đó đã trống, chúng ăn phần đối diện. Hãy đếm trước khi rải.
lesson-protect-title = Bảo vệ một đống hạt
lesson-protect-step1 = Nguy hiểm: ô 2 của bạn có 8 hạt, và ô đối diện ở hàng trên đang trống. Một hạt rơi vào đó sẽ ăn cả 8. Hãy dời đống hạt: bấm ô 2.
lesson-protect-done = Hãy để ý các ô trống phía bên kia. Một đống hạt đối diện ô trống đang gặp nguy: hãy dời nó, hoặc lấp ô trống trước.
lesson-end-title = Kết thúc ván
lesson-end-step1 = Hàng trên còn một hạt, ở ô 1, đối diện ô 6 trống của bạn. Ô 5 bỏ hạt của nó vào ô 6 và ăn hạt đó: hãy bấm ô 5.
lesson-end-done = Khi một hàng trống, ván kết thúc, và số hạt còn trong hàng của bạn là của bạn. Gần cuối ván, hãy giữ hạt ở phía mình.
guide-heading = Cách để thắng
guide-lit = Ô { $pit } đang sáng cho thấy điều đó: hãy đi và xem.
guide-show = Chỉ cho tôi
guide-count-title = Đếm đến kho của bạn
guide-count-body = Một ô có số hạt đúng bằng số bước đến kho sẽ cho bạn thêm lượt: ô 6 cần 1, ô 5 cần 2, ô 1 cần 6.
guide-nearest_first-title = Gần kho nhất đi trước
guide-nearest_first-body = Khi có nhiều lượt thêm sẵn sàng, hãy đi ô gần kho nhất trước; các ô khác vẫn còn đúng sau đó.
guide-empty_pits-title = Tận dụng ô trống của bạn
guide-empty_pits-body = Một ô trống của bạn đối diện một đống hạt là một lần ăn đang chờ hạt cuối. Hãy tìm một ô dừng đúng ở đó.
guide-protect-title = Để ý ô trống của họ
guide-protect-body = Một đống hạt của bạn đối diện một ô trống của họ có thể bị ăn. Hãy dời nó, hoặc phá điểm rơi của họ, trước khi họ đến đó.
guide-count_before_sowing-title = Đếm trước khi rải
guide-count_before_sowing-body = Một ô lớn đi hết vòng bàn: 13 hạt dừng ở chính ô đã bốc, giờ đang trống, và ăn.
guide-end-title = Nghĩ đến lúc kết thúc
guide-end-body = Khi một hàng hết hạt, mỗi bên giữ số hạt trong hàng của mình. Gần cuối ván, hãy giữ hạt ở phía bạn và để hàng bên kia cạn.
coach-label = Chỉ ra các mối đe dọa, và nước nào tốt hơn
coach-threat-capture = Cẩn thận: { $who } có thể ăn { $seeds } hạt của bạn ở ô { $pit } bằng ô { $with }.
coach-threat-extra = Lượt sau, { $who } có sẵn một lượt thêm ở ô { $with }.
coach-threat-chain = Lượt sau, { $who } có { $turns } lượt thêm liền nhau, bắt đầu từ ô { $with }.
coach-who-top = hàng trên
coach-who-bottom = hàng dưới
coach-none = Hiện không có mối đe dọa nào trên bàn.
coach-better = { $whose }, ô { $played }: ô { $pit } giữ được thêm { $seeds } hạt, vì { $why }.
coach-whose-you = Nước đi vừa rồi của bạn
coach-whose-bottom = Nước đi vừa rồi của hàng dưới
coach-whose-top = Nước đi vừa rồi của hàng trên
coach-why-extra_turn = nó cho thêm một lượt
coach-why-capture = nó ăn { $seeds }
coach-why-relay_to_store = các lần rải tiếp của nó dừng ở kho để được thêm lượt
coach-why-relay_capture = các lần rải tiếp của nó kết thúc bằng việc ăn { $seeds }
coach-why-protect = nó cứu { $seeds } hạt của ô { $pit }
coach-why-keep = nó giữ hạt ở phía bạn
coach-why-squares = nó ăn { $citizens } từ { $squares } ô
coach-why-guard = nó chặn một lần ăn { $seeds }
coach-why-calculation = bộ giải nói vậy
new-clock = Đồng hồ
new-clock-none = không
new-clock-tip = Số phút cho mỗi bên, cộng thêm giây khi hết một lượt. Bên đang đi thua khi hết giờ. Không thể đi lại trong ván có giờ.
banner-bottom_out_of_time = Hàng dưới đã hết giờ.
banner-top_out_of_time = Hàng trên đã hết giờ.
banner-review = Xem lại
moves-heading = Nước đi
moves-heading-review = Nước đi, đã xem lại
moves-none = Chưa có lần rải nào.
moves-pit = ô { $pit }
moves-extra_turn = ↻ thêm lượt
moves-capture = ×{ $seeds }: ăn { $seeds } hạt
moves-first = Lúc bắt đầu
moves-back = Lùi một lần rải (Trái)
moves-on = Tới một lần rải (Phải)
moves-last = Lần rải cuối
moves-back_to_game = Về lại ván đấu
moves-keys = Phím Trái và Phải đi qua từng lần rải; phím khác hoặc bấm vào bàn để về lại ván đấu.
review-start = Xem lại
review-start-tip = Chấm mọi lần rải so với lối chơi hoàn hảo: bộ giải chạy ở chế độ nền.
review-best = tốt nhất
review-good = tốt
review-inaccuracy = thiếu chính xác
review-mistake = sai lầm
review-blunder = sai lầm nghiêm trọng
review-progress = Đang chứng minh các điểm: { $done } trên { $total } đã chứng minh…
review-accuracy = Độ chính xác
review-move = Lần rải { $number }: { $name }, ô { $pit }
review-verdict = { $sign } { $rating }: mất { $loss } hạt (giá trị { $before } → { $after })
review-best_was = Tốt nhất là ô { $pit } ({ $value }).
review-estimate = ~ Bộ giải chưa kịp xong ở đây: đây là ước lượng của một lần tìm sâu.
review-waiting = Chưa chấm…
review-pick = Chọn một lần rải trong danh sách hoặc trên biểu đồ để xem điểm và nước tốt nhất.
review-play_from_here = Chơi từ đây
review-play_from_here-tip = Một ván với { $name } từ thế cờ trên bàn: bạn cầm bên đang đi.
review-close = Đóng phần xem lại
review-graph-point = sau { $ply } lần rải: { $value }
review-graph-legend = Giá trị cho hàng dưới trước mỗi lần rải (trên 0: hàng dưới đang thắng). Bấm để nhảy đến đó.
records-heading = Biên bản ván đấu
records-copy = Sao chép biên bản
records-copy-tip = Ván đấu dưới dạng văn bản thường, để dán ở bất cứ đâu: ván đang xem lại, hoặc ván đang chơi.
records-copied = Đã sao chép vào bộ nhớ tạm.
records-save = Lưu biên bản
records-save-tip = Lưu biên bản thành tệp văn bản trong thư mục biên bản.
records-paste = Dán một biên bản vào đây để xem lại:
records-review_pasted = Xem lại biên bản đã dán
records-refused = Không mở được: { $why }
records-path = đường dẫn đến tệp biên bản
records-open = Mở
records-saved = Biên bản đã lưu ({ $count })
records-folder = Biên bản được lưu trong { $folder }. Thả một tệp biên bản vào cửa sổ cũng mở được.
records-saved_as = Đã lưu thành { $path }
records-cannot_save = Không lưu được: { $why }
history-heading = Các ván đã chơi ({ $count })
history-none = Các ván đã xong hiện ở đây (100 ván gần nhất).
history-review = Xem lại
history-review-tip = Ván { $number } trong lịch sử
rules-review-title = Xem lại một ván
rules-review-body = Phần xem lại chấm mỗi lần rải theo số hạt nó mất so với lối chơi hoàn hảo: giá trị của thế cờ trước đó trừ giá trị mà lần rải để lại.
rules-review-none = không mất gì
rules-review-one = mất { $least } hạt
rules-review-range = mất từ { $least } đến { $most } hạt
rules-review-more = mất { $least } hạt trở lên
rules-review-accuracy = Độ chính xác là trung bình trên các lần rải có lựa chọn của một người: 100 cho lần rải không mất gì, giảm một nửa cho mỗi 3 hạt bị mất.
rules-clock-title = Chơi có đồng hồ
rules-clock-body = Trong ván hai người bạn có thể chơi có đồng hồ: 3+2 hoặc 5+5 (số phút cho mỗi bên, cộng thêm giây khi hết lượt). Giờ của bạn chạy trong lượt của bạn, nhưng không chạy khi hạt đang được rải hoặc khi cửa sổ ở chế độ nền. Nếu hết giờ, bạn thua. Không thể đi lại.
status-looking = Đang xem lại: sau lần rải { $ply } trên { $total }. Bấm phím bất kỳ để quay về.
new-rules = Luật riêng của Kalah:
new-empty_capture = ăn ô trống
new-remaining_to_emptier = hạt còn lại cho người hết hạt
rules-kalah = Kalah chuẩn
rules-kalah_with = Kalah với luật riêng: { $switches }
rules-house-title = Luật riêng
rules-house-intro = Các sách luật không thống nhất về hai luật của Kalah. Mỗi luật có thể bật trong Ván mới; câu đố hằng ngày và các bài học luôn dùng luật chuẩn, và phần thống kê tách riêng từng bộ luật.
rules-house-empty_capture = Ăn ô trống: khi hạt cuối rơi vào một ô trống của bạn, nó ăn ngay cả khi ô đối diện trống: hạt đó vào kho của bạn, và lượt của bạn kết thúc.
rules-house-empty_capture-example = Ví dụ: ô 1 của bạn có 1 hạt, ô 2 của bạn trống và ô đối diện cũng trống. Đi ô 1: theo luật chuẩn không ăn gì; với luật ăn ô trống, kho của bạn thêm 1.
rules-house-emptier = Hạt còn lại cho người hết hạt: khi một hàng trống, mọi hạt còn trên bàn thuộc về người có hàng trống, thay vì mỗi người giữ hàng của mình.
rules-house-emptier-example = Ví dụ: hạt cuối của bạn, từ ô 6, rơi vào kho của bạn và hàng của bạn giờ trống, còn hàng của đối thủ có 6 hạt. Luật chuẩn cho đối thủ 6 hạt đó; với luật này chúng là của bạn.
hint-take = hạt cuối làm một ô của đối thủ có 2 hoặc 3 hạt, nên bạn lấy { $seeds } hạt của ô đó.
hint-chain = hạt cuối làm một ô của đối thủ có 2 hoặc 3 hạt, và các ô trước nó cũng vậy: bạn lấy { $pits } ô, { $seeds } hạt.
hint-feed = đối thủ không còn hạt, nên bạn phải cho họ một ít; đây là cách tốt nhất.
hint-reserve = ván sắp kết thúc, và nước này giữ hạt ở phía bạn làm dự trữ, bền hơn dự trữ của đối thủ.
coach-why-take = nó lấy { $seeds }
coach-why-chain = nó lấy { $seeds } từ { $pits } ô
coach-why-feed = nó cho đối thủ hạt theo cách tốt nhất
coach-why-reserve = nó giữ dự trữ ở phía bạn
preview-take = Lấy { $n }!
preview-chain = Lấy { $n } từ { $pits } ô!
preview-grand_slam = Ăn sạch: không lấy gì
status-must_feed = Đối thủ không còn hạt: hãy đi một ô rải đến phía họ.
status-end-repetition = Thế cờ lặp lại, nên mỗi bên lấy số hạt ở phía mình.
status-end-no_move = Không nước nào cho được bên kia hạt, nên mỗi bên lấy số hạt ở phía mình.
status-end-majority = Đã có người lấy hơn một nửa số hạt.
new-game = Trò chơi:
new-game-kalah = Kalah
new-game-kalah-tip = Kho ở hai đầu, lượt thêm và ăn đối diện: trò chơi của các bài học và câu đố hằng ngày.
new-game-oware = Oware
new-game-oware-tip = Oware (Abapa), trò chơi của Tây Phi và của các giải đấu thế giới: bạn ăn các ô có 2 và 3 hạt phía đối thủ.
new-oware_board = Oware: mỗi bên 6 ô, mỗi ô 4 hạt. Hạt ăn được nằm trong khay bên cạnh bàn.
rules-oware = Oware (Abapa)
rules-oware-title = Oware (Abapa)
rules-oware-intro = Oware chơi trên 6 ô mỗi bên, mỗi ô 4 hạt, và không có kho: hạt bạn ăn được nằm trong khay của bạn bên cạnh bàn. Chọn nó ở mục Trò chơi trong Ván mới.
rules-oware-sow = Bốc hết hạt của một ô của bạn và rải từng hạt một vào các ô tiếp theo, ngược chiều kim đồng hồ quanh cả hai hàng. Một ô có từ 12 hạt trở lên đi hết vòng và bỏ qua ô đã bốc ở mỗi vòng.
rules-oware-capture = Ăn hạt: nếu hạt cuối rơi vào một ô của đối thủ và làm ô đó có 2 hoặc 3 hạt, bạn lấy số hạt đó; rồi đến ô trước nó phía họ, và ô trước nữa, miễn là mỗi ô có 2 hoặc 3 hạt.
rules-oware-grand_slam = Ăn sạch: một lần rải sẽ lấy hết hạt của đối thủ vẫn được đi, nhưng không lấy gì.
rules-oware-feed = Nuôi: khi đối thủ không còn hạt, bạn phải đi một ô cho họ hạt. Nếu không ô nào làm được, ván kết thúc và bạn lấy số hạt ở phía mình.
rules-oware-end = Ai ăn được hơn 24 hạt trước thì thắng; mỗi bên 24 là hòa. Nếu một thế cờ lặp lại, ván kết thúc và mỗi người lấy số hạt ở phía mình.
rules-oware-values = Giá trị trong phần phân tích và xem lại tính ván đấu đến hạt cuối cùng, nên có thể khác điểm cuối, nhưng không bao giờ khác về ai thắng.
rules-oware-example_chain-title = Ví dụ: ăn nối
rules-oware-example_chain-body = Ô 3 của bạn có 6 hạt; các ô 1, 2 và 3 của đối thủ có 1, 2 và 1, và ô 4 của họ có 4. Đi ô 3: hạt vào các ô 4, 5 và 6 của bạn và các ô 1, 2 và 3 của họ, giờ có 2, 3 và 2. Hạt cuối làm ô 3 có 2, nên bạn lấy nó, rồi đến các ô 2 và 1 trước nó: 7 hạt.
rules-oware-example_grand_slam-title = Ví dụ: ăn sạch
rules-oware-example_grand_slam-body = Đối thủ có 1 hạt ở ô 1 và 2 hạt ở ô 2, ngoài ra không có gì. Ô 6 của bạn có 2 hạt: chúng làm các ô đó có 2 và 3. Lấy chúng là lấy hết hạt của đối thủ, nên lần rải đó không lấy gì.
rules-oware-example_feed-title = Ví dụ: nuôi
rules-oware-example_feed-body = Hàng của đối thủ trống. Ô 1 của bạn có 3 hạt, vẫn ở phía bạn; ô 6 của bạn có 1, đến được phía họ. Bạn phải đi ô 6. Nếu không ô nào đến được phía họ, ván đã kết thúc và số hạt phía bạn là của bạn.
rules-oware-example_repetition-title = Ví dụ: lặp lại
rules-oware-example_repetition-body = Mỗi người đã lấy 23 hạt và còn 1 hạt, ở ô 6. Hai hạt đuổi nhau quanh bàn, và sau 12 lần rải thế cờ cũ lặp lại. Ván kết thúc ở đó và mỗi người lấy hạt ở phía mình: 24 - 24, hòa.
app-tagline-oware = Oware: rải hạt, lấy các ô 2 và 3, ăn hơn 24.
new-game-congklak = Congklak
new-game-congklak-tip = Congklak (congkak, dakon), trò rải tiếp của Indonesia, Malaysia và Philippines: { $side ->
        [right] kho của bạn ở bên phải, bạn rải ngược chiều kim đồng hồ
       *[left] kho của bạn ở bên trái, bạn rải theo chiều kim đồng hồ
    }, và hạt cuối rơi vào lỗ có hạt thì bốc chúng lên và rải tiếp.
new-holes = lỗ mỗi bên (mỗi lỗ bấy nhiêu hạt)
new-variants = Biến thể:
new-lap_before_capture = ăn sau một vòng
new-pass_when_empty = hết hạt thì bỏ lượt
bar-congklak = Congklak · { $holes } lỗ
rules-congklak = Congklak
rules-congklak_with = Congklak với { $switches }
rules-congklak-title = Congklak
rules-congklak-intro = Congklak chơi trên 5 đến 9 lỗ mỗi bên (7 trong ván thường), mỗi lỗ lúc đầu có số hạt bằng số lỗ. Hàng của bạn là hàng gần bạn nhất và { $side ->
        [right] kho của bạn ở bên phải: bạn rải ngược chiều kim đồng hồ
       *[left] kho của bạn ở bên trái: bạn rải theo chiều kim đồng hồ
    }, vào kho của mình nhưng không bao giờ vào kho của đối thủ. Chọn nó ở mục Trò chơi trong Ván mới.
rules-congklak-relay = Nơi hạt cuối rơi quyết định điều tiếp theo. Vào kho của bạn: bạn được đi tiếp. Vào một lỗ đã có hạt, ở bên nào cũng vậy: bốc hết lên, cả hạt cuối, và rải tiếp từ đó. Việc rải tiếp có thể xảy ra nhiều lần trong một nước.
rules-congklak-capture = Vào một lỗ trống của bạn: nếu lỗ đối diện có hạt, chúng cùng hạt cuối của bạn vào kho của bạn; dù sao lượt của bạn cũng kết thúc. Vào một lỗ trống của đối thủ: lượt của bạn kết thúc.
rules-congklak-end = Vòng kết thúc khi người đến lượt không còn hạt trong các lỗ của mình; số hạt còn lại vào kho của chủ chúng. Nhiều hạt hơn thì thắng.
rules-congklak-burnt = Lỗ đánh dấu × là lỗ bị đốt: không ai rải vào hay đi lỗ đó, và không ăn được gì từ nó. Lỗ bị đốt trong một trận nhiều vòng, khi người chơi không lấp lại được.
rules-congklak-first = Đi trước rất quan trọng: một lượt đầu mạnh nối lần rải này sang lần rải khác vào kho và có thể lấy phần lớn số hạt. Vì vậy theo truyền thống hai người bắt đầu rải cùng lúc.
rules-congklak-lap_before_capture = Biến thể, ăn sau một vòng: một lỗ trống của bạn chỉ ăn khi nước đi đã qua kho của bạn.
rules-congklak-pass_when_empty = Biến thể, hết hạt thì bỏ lượt: người không còn hạt trong các lỗ thì bỏ lượt, và vòng chỉ kết thúc khi mọi lỗ đều trống.
rules-congklak-example_relay-title = Ví dụ: rải tiếp và ăn
rules-congklak-example_relay-body = Lúc đầu, { $side ->
        [right] rải lỗ thứ hai từ bên trái của bạn
       *[left] rải lỗ thứ hai từ bên phải của bạn
    }: 7 hạt của nó vào năm lỗ tiếp theo của bạn, kho của bạn và lỗ đầu tiên của đối thủ, vốn có 7. Bốc 8 hạt đó lên và rải tiếp quanh hàng của họ và vào hai lỗ đầu của bạn: hạt cuối rơi vào lỗ bạn vừa bốc, nên nó ăn 8 hạt đối diện cùng chính nó. Giờ kho của bạn có 10 hạt.
rules-congklak-example_store-title = Ví dụ: rải tiếp vào kho
rules-congklak-example_store-body = Lỗ thứ ba tính từ kho của bạn có 1 hạt và lỗ kế tiếp có 1. Rải hạt đó: nó rơi vào lỗ có một hạt, nên bạn bốc 2 hạt đó lên và rải tiếp, một vào lỗ cạnh kho và hạt cuối vào kho. Bạn được đi tiếp.
tab-moves = Nước đi
tab-learn = Học
tab-daily = Câu đố
tab-stats = Kết quả
tab-rules = Luật
dialog-close = Đóng (Esc)
dialog-cancel = Hủy
dialog-done = Xong
new-opponent = Đối thủ của bạn
new-card-easy = { $name } chơi cho vui
new-card-medium = { $name } chơi khá
new-card-hard = { $name } nhìn rất xa
new-card-friends = trên màn hình này
new-card-at_my_level = { $name } chơi giống bạn
new-card-at_my_level-tip = { $name } chơi ở sức mạnh gần nhất với điểm của bạn khi đấu với cậu ấy ({ $rating }), điểm này thay đổi sau mỗi ván Kalah bạn chơi xong với cậu ấy.
new-card-at_my_level-kalah = Trình độ của bạn là trình độ Kalah, nơi sức mạnh của { $name } được đo.
new-more = Thêm lựa chọn: luật riêng, đồng hồ
new-keys = Enter để bắt đầu, Esc để đóng
settings-group-animation = Hoạt hình
settings-group-sound = Âm thanh
settings-group-look = Giao diện
settings-group-text = Chữ
settings-group-language = Ngôn ngữ
bar-new_game = Ván mới
bar-review = Xem lại ván này
bar-notices = Thông báo
bar-drawer = Hiện hoặc ẩn ngăn bên
bar-menu = Thêm: chịu thua, chơi lại từ đầu
bar-lesson = Bài học { $n } trên { $total }: { $title }
bar-vs_mascot = Bạn đấu { $name } · { $level }
bar-two_players = Hai người chơi
bar-kalah = Kalah · { $pits } ô, { $seeds } hạt
coach-heading = Huấn luyện
welcome-heading = Chào mừng đến với Mancala
welcome-play = Chơi với { $name }
welcome-play-line = một ván đầu thân thiện
welcome-learn = Học qua { $n } bài
welcome-learn-line = bấm vào ô đang sáng
welcome-daily = Câu đố hôm nay
welcome-later = Chỉ cho tôi xem bàn
notices-none = Không có gì để báo.
notices-clear = Xóa danh sách
new-online = Trực tuyến
new-card-online = một người bạn hay bất kỳ ai
bar-online = Chơi trực tuyến
bar-vs_online = { $me } { $my_rating } đấu { $name } { $rating }
bar-reconnecting = Kết nối lại sau { $seconds } giây…
bar-connecting = Đang kết nối…
bar-draw_offered = { $name } đề nghị hòa
bar-draw_sent = Đã đề nghị hòa
bar-you = Bạn
banner-online-aborted = Ván đã bị hủy: quá lâu không có lần rải nào, còn quá sớm để tính.
banner-online-agreed = Hòa theo thỏa thuận.
banner-online-rating = Điểm của bạn: { $rating }
banner-online-rematch_asked = { $name } muốn đấu lại.
banner-online-rematch_sent = Đã đề nghị đấu lại; đang chờ trả lời.
banner-online-their_time = { $name } đã hết giờ.
banner-online-they_abandoned = { $name } bỏ ván không chơi suốt hai tuần và đã thua.
banner-online-they_resigned = { $name } đã chịu thua.
banner-online-you_abandoned = Bạn bỏ ván không chơi suốt hai tuần và đã thua.
banner-online-you_resigned = Bạn đã chịu thua.
banner-online-your_time = Bạn đã hết giờ.
online-heading = Chơi trực tuyến
online-server = Máy chủ
online-server-hint = host:port, hoặc dòng bạn bè gửi
online-name = Tên của bạn
online-name-hint = như người khác sẽ thấy
online-connect = Kết nối
online-host = Làm máy chủ trên máy này
online-host-about = Làm máy chủ sẽ chạy một máy chủ ngay trong trò chơi, cho một người bạn trong cùng mạng; không cần cài máy chủ.
online-host-desktop = Muốn mở ván cho bạn bè trong cùng mạng thì cần trò chơi trên máy tính: máy khác không thể kết nối tới một trang trong trình duyệt.
online-host-starting = Đang khởi động máy chủ…
online-host-failed = Không khởi động được máy chủ: { $why }
online-host-on = Đang làm máy chủ tại { $address }: hãy gửi cho bạn mình địa chỉ này, hoặc dòng bên dưới.
online-host-firewall = Tường lửa có thể hỏi Mancala có được nhận kết nối không: hãy cho phép trên mạng riêng.
online-host-stop = Ngừng làm máy chủ
online-state-connecting = Đang kết nối đến { $server }…
online-state-online = Đã kết nối đến { $server } với tên { $name } (điểm { $rating }).
online-state-retrying = Không kết nối được { $server } ({ $why }); thử lại sau { $seconds } giây.
online-state-refused = Máy chủ không nhận người chơi này: { $why }
online-refused-no_game = Không có ván nào có mã đó: có thể mã bị gõ sai, hoặc ván đã kết thúc. Hãy xin bạn mình một đường dẫn mới.
online-refused-closed = Ván đó đã đủ người, hoặc mã đã hết hạn (mỗi mã dùng được 24 giờ). Hãy xin bạn mình một đường dẫn mới.
online-friend = Chơi với bạn bè
online-create = Tạo một ván riêng
online-create-rules = với luật và bàn của hộp thoại Ván mới
online-code-hint = mã hoặc dòng của bạn bè
online-join = Tham gia
online-code-give = Hãy gửi cho bạn mình mã này (dùng được trong 24 giờ):
online-code-copy = Sao chép dòng
online-code-link = Hoặc gửi đường liên kết này: nó mở trò chơi trong mọi trình duyệt, và cả trong trò chơi này.
online-code-copy_link = Sao chép liên kết
online-code-waiting = Đang chờ bạn của bạn tham gia…
online-stranger = Tìm đối thủ
online-casual = giao hữu
online-ranked = tính điểm
online-control = Đồng hồ:
online-correspondence = Chơi qua thư:
settings-group-notes = Thông báo
settings-desktop_notes = Báo trên màn hình khi đến lượt tôi trong ván chơi qua thư
notes-your_move = Đến lượt bạn với { $name }
notes-your_move-body = { $game }, { $control }, trên { $server }: còn { $left }
online-elsewhere = Trên các máy chủ khác ({ $n } đến lượt bạn)
online-elsewhere-all = Các ván trực tuyến của bạn ({ $n } đến lượt bạn)
online-elsewhere-unreachable = { $server }: không kết nối được ({ $why })
online-elsewhere-open = Mở ở đó
bar-your_moves = Đến lượt bạn trong { $n } ván trực tuyến
online-mine = Các ván đang chơi của bạn ({ $n } đến lượt bạn)
online-mine-your_move = lượt của bạn
online-mine-their_move = lượt của { $name }
online-mine-open = Mở
online-mine-shown = đang trên bàn
online-control-none = không
online-control-30s = 30 giây mỗi lần rải
online-control-blitz = 3+2
online-control-rapid = 5+5
online-control-1d = 1 ngày mỗi lần rải
online-control-3d = 3 ngày mỗi lần rải
online-control-7d = 7 ngày mỗi lần rải
online-find = Tìm đối thủ
online-otto-offer = Chưa có ai đến. Otto, người máy, có thể chơi với bạn ngay ({ $level }, giao hữu: không thay đổi điểm).
online-otto-play = Chơi với Otto
online-otto-now = Chơi với Otto ngay
online-otto-now-tip = Một ván giao hữu với Otto, người máy, ở cấp độ gần nhất với điểm của bạn
online-history = Điểm { $family } qua { $games } ván tính điểm gần nhất của bạn
online-history-theirs = Điểm { $family } của { $name } qua { $games } ván tính điểm gần nhất của họ
online-family-kalah = Kalah
online-family-oware = Oware
online-family-congklak = Congklak
online-challenge = Thách đấu
online-challenge-toast = { $name } thách đấu bạn: { $game }. Hãy trả lời trong Chơi trực tuyến.
online-challenge-in = { $name } thách đấu bạn: { $game }
online-challenge-out = Bạn đã thách đấu { $name }: { $game }
online-challenge-accept = Nhận
online-challenge-decline = Từ chối
online-challenge-withdraw = Rút lại
online-leaderboard = Bảng xếp hạng:
online-leaderboard-empty = Chưa có ai trong danh sách.
online-leaderboard-rule = Được xếp hạng: điểm đã ổn định (không có ?) và một ván tính điểm trong 30 ngày qua.
online-leaderboard-you = Bạn đứng thứ { $rank } ở đây.
online-leaderboard-games = { $games } ván
bar-bot = một người máy
online-seeking = Đang tìm đối thủ ({ $kind }, { $control })…
online-record = Ván trực tuyến: { $games }
online-ratings = Điểm: { $list } (? tạm tính)
online-result-win = thắng
online-result-loss = thua
online-result-draw = hòa
online-leave = Ngắt kết nối
online-offer_draw = Đề nghị hòa
online-accept_draw = Nhận hòa
online-rematch = Đấu lại
online-berserk-short = Liều
online-berserk = Liều: một nửa thời gian, không cộng giờ, và thắng được thêm một điểm
bar-watching = Đang xem: { $me } { $my_rating } đấu { $name } { $rating }
bar-watching_tv = TV: { $me } { $my_rating } đấu { $name } { $rating }
bar-watchers = { $n } người đang xem
bar-behind = đang chậm { $n } lần rải
online-tab-play = Chơi
online-tab-watch = Xem
online-tab-leaderboard = Bảng xếp hạng
online-tab-profile = Hồ sơ của bạn
online-tab-challenges = Thách đấu
online-tab-tournaments = Giải đấu
online-vacation = Nghỉ phép khỏi các ván chơi qua thư:
online-vacation-days = { $n } ngày
online-vacation-take = Nghỉ
online-vacation-back = Quay lại ngay
online-vacation-told = Vắng mặt đến { $until }; còn { $left } ngày trong năm nay
online-tournament-make = Tạo một giải đấu riêng
online-tournament-name = Tên:
online-tournament-kind-arena = Arena
online-tournament-kind-swiss = Hệ Thụy Sĩ
online-tournament-rounds = vòng
online-tournament-starts_in = bắt đầu sau
online-tournament-create = Tạo
online-tournament-make-about = Riêng tư: người chơi tham gia bằng mã của giải. Trò chơi là loại trong hộp thoại Ván mới.
online-tournament-refresh = Làm mới
online-tournament-code = Mã của một giải đấu riêng
online-tournament-join_code = Tham gia bằng mã
online-tournament-running = Đang diễn ra
online-tournament-upcoming = Sắp diễn ra
online-tournament-finished = Đã kết thúc
online-tournament-none = Không có.
online-tournament-asking = Đang hỏi máy chủ…
online-tournament-open = Mở
online-tournament-back = Mọi giải đấu
online-tournament-join = Tham gia
online-tournament-withdraw = Rút lui
online-tournament-arena = Arena { $minutes } phút
online-tournament-swiss = Hệ Thụy Sĩ { $rounds } vòng
online-tournament-players = { $count } người chơi
online-tournament-starts = bắt đầu { $at }
online-tournament-ends = kết thúc { $at }
online-tournament-round = vòng { $round }
online-tournament-leader = dẫn đầu: { $name }
online-tournament-private = riêng tư, mã { $code }
online-tournament-rank = #
online-tournament-player = Người chơi
online-tournament-score = Điểm
online-tournament-sheet = Các ván
online-tournament-buchholz = Buchholz
online-tournament-sonneborn_berger = S-B
online-tournament-boards = Các ván đang chơi
online-tournament-bye = Được miễn vòng này: { $name }
online-tournament-you = #{ $rank } trên { $players } · { $score } điểm
online-tournament-fire = Đang hăng: ván tiếp theo tính điểm gấp đôi
online-tournament-earlier = +{ $n } ván trước
online-tournament-status-upcoming = sắp diễn ra
online-tournament-status-running = đang diễn ra
online-tournament-status-finished = đã kết thúc
online-challenge-none = Không có lời thách đấu nào đang chờ trả lời. Hãy thách đấu một người từ bảng xếp hạng hoặc hồ sơ của họ.
online-watch-tv = TV
online-watch-tv-tip = Xem ván có điểm cao nhất đang chơi, và ván kế tiếp mỗi khi ván đó kết thúc
online-watch-refresh = Làm mới
online-watch-now = Đang xem { $names }
online-watch-stop = Ngừng xem
online-watch-asking = Đang hỏi máy chủ các ván đang chơi…
online-watch-none = Hiện chưa có ai chơi. Hãy tìm đối thủ, hoặc chơi với Otto.
online-watch-ply = { $ply } lần rải
online-watch-watchers = { $n } người đang xem
online-watch-watch = Xem
analysis-off_online = Tắt trong ván trực tuyến: hãy xem lại khi ván kết thúc.
analysis-off_opening = Tắt khi hai tay rải cùng lúc: giá trị của một lần rải được tính từ lúc khai cuộc kết thúc.
new-first-together = cùng lúc
new-first-together-tip = Cách bắt đầu riêng của Congklak: đầu mỗi vòng cả hai người chọn một lỗ và rải cùng lúc. Tay ai dừng trước thì người đó đi tiếp.
status-opening-choose = Chọn một lỗ để bắt đầu: bạn và { $name } rải cùng lúc
status-opening-mascot_choosing = { $name } đang chọn lỗ...
status-opening-again = Tay bạn đã đến kho: hãy chọn một lỗ để rải tiếp
status-opening-bottom_first = Hàng dưới: chọn một lỗ trong khi hàng trên nhìn đi chỗ khác
status-opening-top_first = Hàng trên: chọn một lỗ (lỗ của hàng dưới được giấu)
status-opening-bottom_again = Tay của hàng dưới đã đến kho: hàng dưới, hãy chọn một lỗ
status-opening-top_again = Tay của hàng trên đã đến kho: hàng trên, hãy chọn một lỗ
status-opening-sowing = Hai tay rải cùng lúc... (bấm chuột hoặc Space để bỏ qua)
status-opening-online_wait = Đã chọn lỗ của bạn: đang chờ lỗ của { $name } (cả hai hiện cùng lúc)
status-opening-online_theirs = { $name } đã chọn một lỗ: hãy chọn lỗ của bạn
status-opening-watched_first = Cả hai người bí mật chọn một lỗ để bắt đầu
bar-round = vòng { $n }
bar-round_score = vòng { $n } ({ $south }–{ $north })
banner-round-you_win = Bạn thắng vòng này!
banner-round-mascot_wins = { $name } thắng vòng này
banner-round-bottom_wins = Hàng dưới thắng vòng này!
banner-round-top_wins = Hàng trên thắng vòng này!
banner-round-draw = Vòng này hòa
banner-round-next = Vòng tiếp theo
banner-round-online_next = Vòng tiếp theo sau { $n } giây
banner-round-burnt_vs = Lỗ bị đốt ở vòng tới: của bạn { $south }, của { $name } { $north }
banner-round-burnt = Lỗ bị đốt ở vòng tới: hàng dưới { $south }, hàng trên { $north }
banner-rounds_vs = Số vòng thắng: bạn { $south }, { $name } { $north }
banner-rounds = Số vòng thắng: hàng dưới { $south }, hàng trên { $north }
banner-match-you_win = Bạn thắng trận!
banner-match-mascot_wins = { $name } thắng trận
banner-match-bottom_wins = Hàng dưới thắng trận!
banner-match-top_wins = Hàng trên thắng trận!
banner-match-you_cannot_fill = Bạn không lấp được lỗ nào.
banner-match-mascot_cannot_fill = { $name } không lấp được lỗ nào.
banner-match-bottom_cannot_fill = Hàng dưới không lấp được lỗ nào.
banner-match-top_cannot_fill = Hàng trên không lấp được lỗ nào.
banner-match-new = Trận mới
board-in_hand = { $n } trong tay
moves-pit-hole = lỗ { $pit }
hint-play-hole = Hãy đi lỗ { $pit }:
status-your_turn-hole = Lượt của bạn: bấm một lỗ ở hàng dưới
status-empty_pit-hole = Lỗ đó trống: hãy chọn một lỗ có hạt.
review-move-hole = Lần rải { $number }: { $name }, lỗ { $pit }
review-best_was-hole = Tốt nhất là lỗ { $pit } ({ $value }).
rules-congklak-together = Bắt đầu cùng lúc: khi Đi trước đặt là cùng lúc, mỗi người chọn một lỗ và cả hai rải cùng lúc, mỗi lần một hạt. Tay nào có hạt cuối rơi vào kho của mình thì dừng đến khi người chơi chọn lỗ khác; tay dừng ở chỗ khác thì xong. Người có tay xong trước sẽ đi tiếp, và vòng đấu tiếp tục theo lượt.
rules-congklak-rounds = Các vòng: khi một vòng kết thúc, mỗi người lấp lại các lỗ của mình từ kho, mỗi lỗ bằng số hạt lúc đầu, từ lỗ cạnh kho ra ngoài. Lỗ không lấp được bị đốt trong vòng đó, và hạt thừa ở lại trong kho. Người thắng một vòng đi trước ở vòng sau (trừ khi bắt đầu cùng lúc); trận kết thúc khi một người không lấp được lỗ nào.
mistakes-heading = Sai lầm của bạn: { $due } đến hạn hôm nay
mistakes-count = { $all } câu đố lấy từ chính các ván của bạn: mỗi câu là một thế cờ mà một lần rải của bạn đã để mất hạt, kèm lời giải đã được chứng minh.
mistakes-rating = Điểm câu đố: { $rating }
mistakes-finding = Số ván còn phải xem để tìm sai lầm của bạn: { $games }
mistakes-none_yet = Hãy chơi xong một ván với Otto, bạn bè hay trực tuyến: mỗi sai lầm của bạn trong đó sẽ thành một câu đố ở đây, kèm lời giải đã được chứng minh.
mistakes-all_done = Hiện chưa có câu nào đến hạn. Câu đố tiếp theo sẽ quay lại sau { $when }.
mistakes-start = Giải các sai lầm của bạn
mistakes-find = Tìm lần rải giữ được { $value }
mistakes-source = Từ ván { $against } ngày { $date } của bạn, lần rải { $number }: bạn đã đi ô { $played } và để mất { $seeds } hạt.
mistakes-against-otto = với { $name } ({ $level })
mistakes-against-online = với { $name } trực tuyến
mistakes-against-friend = giữa hai người trên màn hình này
mistakes-kept = ✔ Ô { $pit } giữ được, vì { $why }.
mistakes-lost = ✘ Ô { $pit } để mất { $seeds } hạt. Ô { $best } giữ được, vì { $why }.
mistakes-rating_moved = Điểm câu đố: { $rating } ({ $change })
mistakes-back_in = Câu đố này quay lại sau { $when }.
mistakes-show_answer = Xem lời giải
mistakes-bar = Sai lầm của bạn thành câu đố
mistakes-next = Câu tiếp theo
mistakes-stop = Dừng
mistakes-minutes = { $n } phút
mistakes-hours = { $n } giờ
mistakes-days = { $n } ngày
new-fair = Khởi đầu công bằng:
new-fair-usual = thông thường
new-fair-usual-tip = Khởi đầu thông thường: nếu chơi hoàn hảo, người đi trước thắng cách biệt 8 hạt.
new-fair-pie = luật chia bánh
new-fair-pie-tip = Sau lượt đầu của người đi trước, người đi sau có thể nhận bên đó. Vì vậy hãy mở đầu bằng một lượt mà bạn không ngại bị lấy.
new-fair-balanced = khởi đầu cân bằng
new-fair-balanced-tip = Một trong vài thế bắt đầu với 48 hạt mà bộ giải đã chứng minh là không có lợi gì cho người đi trước, ô nào cũng đi được.
new-fair-balanced-standard = Khởi đầu cân bằng dành cho 6 ô, mỗi ô 4 hạt, với luật chuẩn.
pie-take = Nhận bên của họ
pie-take-hint = Luật chia bánh: nhận bên vừa đi lượt đầu; người kia sẽ chơi bên của bạn, và đi tiếp.
pie-offered = Luật chia bánh: rải tiếp, hoặc nhận bên kia (⇅ trên thanh công cụ).
pie-taken_by_mascot = { $name } đã nhận bên của bạn: giờ bạn chơi bên kia, đến lượt bạn.
pie-taken = Đã đổi bên: bàn được xoay lại, và mỗi người rải hàng trước mặt mình.
tab-explorer = Tra cứu
explorer-heading = Tra cứu khai cuộc
explorer-to_move-south = Nam đi (hàng dưới).
explorer-to_move-north = Bắc đi (hàng trên).
explorer-working = Đang tính giá trị của từng lần rải...
explorer-column-pit = Đi
explorer-column-value = Giá trị
explorer-column-yours = Của bạn
explorer-column-online = Trực tuyến
explorer-pit = Ô { $pit }
explorer-play_tip = Đi lần rải này trên một bàn phân tích
explorer-games = { $games } · { $score }%
explorer-legend = Giá trị: cách biệt cuối cùng cho bên đang đi sau lần rải này, nếu cả hai chơi hoàn hảo tiếp; ~ là ước lượng. Của bạn và Trực tuyến: số ván đã đi nước này ở đây · tỉ lệ điểm nó giành được.
explorer-offline = Các ván của máy chủ hiện ở đây khi bạn trực tuyến.
explorer-asking = Đang hỏi máy chủ...
explorer-online_games = Trực tuyến: các ván đã kết thúc của máy chủ.
explorer-off_daily = Tắt trong câu đố hằng ngày.
explorer-off_lesson = Tắt trong bài học.
explorer-off_mistake = Tắt khi bạn giải câu đố từ sai lầm của mình.
explorer-off_congklak = Các vòng Congklak và Sungka bắt đầu bằng hai tay cùng lúc, còn thế cờ Ô ăn quan thì không gì chứng minh được: không có khai cuộc để tra cứu.
explorer-off_vs_mascot = Tắt khi bạn chơi với { $name }, để không ai gian lận: sẽ mở khi ván kết thúc.
explorer-off_online = Tắt trong ván trực tuyến: sẽ mở khi ván kết thúc.
otto-study-title = { $name } đang học các thế cờ tàn của Oware
otto-study-kept = Cậu ấy biết mọi thế cờ có tối đa { $seeds } hạt trong các ô; { $target } khi học xong. Điều này được giữ cho mọi ván sau.

# Sungka (docs/congklak.md, "Sungka").
new-game-sungka = Sungka
new-game-sungka-tip = Sungka, người anh em của Congklak ở Philippines: cùng bàn 7 lỗ và cách rải tiếp, nhưng người có các lỗ trống thì bỏ lượt, và khi ăn chỉ lấy hạt đối diện.
new-capture_own_seed = ăn cả hạt của mình
bar-sungka = Sungka · { $holes } lỗ
rules-sungka = Sungka
rules-sungka_with = Sungka với { $switches }
rules-sungka-title = Sungka
rules-sungka-intro = Sungka là trò chơi cùng họ của Philippines, người anh em của Congklak: hai hàng 7 lỗ (có thể chọn 5 đến 9), mỗi lỗ 7 hạt, và một kho ở mỗi đầu. Hàng của bạn là hàng gần bạn nhất và { $side ->
        [right] kho của bạn ở bên phải: bạn rải ngược chiều kim đồng hồ
       *[left] kho của bạn ở bên trái: bạn rải theo chiều kim đồng hồ
    }, vào kho của mình nhưng không bao giờ vào kho của đối thủ. Chọn nó ở mục Trò chơi trong Ván mới.
rules-sungka-capture = Vào một lỗ trống của bạn: nếu lỗ đối diện có hạt, chúng vào kho của bạn và hạt cuối của bạn ở lại chỗ nó rơi; dù sao lượt của bạn cũng kết thúc. Vào một lỗ trống của đối thủ: lượt của bạn kết thúc.
rules-sungka-end = Người có mọi lỗ đều trống thì bỏ lượt, và người kia chơi tiếp; vòng kết thúc khi mọi lỗ đều trống. Nhiều hạt hơn thì thắng.
rules-sungka-capture_own_seed = Biến thể, ăn cả hạt của mình: hạt ăn cũng vào kho của bạn cùng các hạt đối diện, như trong Congklak.
rules-sungka-example_capture-title = Ví dụ: ăn hạt
rules-sungka-example_capture-body = Lỗ đầu tiên của bạn có 1 hạt và lỗ thứ hai trống, đối diện một lỗ của đối thủ có 5. Rải hạt đó: nó rơi vào lỗ trống, nên 5 hạt đối diện vào kho của bạn, hạt của bạn ở lại trong lỗ, và lượt của bạn kết thúc.
online-family-sungka = Sungka
online-family-oanquan = Ô ăn quan
new-game-oanquan = Ô ăn quan
new-game-oanquan-tip = Ô ăn quan, trò chơi của Việt Nam trong họ mancala: mỗi bên 5 ô dân giữa hai ô quan, và bạn chọn chiều rải cho mỗi lượt.
new-quan_board = Ô ăn quan: mỗi bên 5 ô, mỗi ô 5 quân dân, và một quan ở mỗi đầu. Quân ăn được nằm trong khay bên cạnh bàn.
new-small_mandarin = quan tính 5 dân
rules-oanquan = Ô ăn quan
rules-oanquan_with = Ô ăn quan với { $switches }
rules-oanquan-title = Ô ăn quan
rules-oanquan-intro = Ô ăn quan là trò chơi của Việt Nam trong họ mancala: hai hàng, mỗi hàng 5 ô, mỗi ô 5 quân dân (hạt nhỏ), và ở mỗi đầu một ô quan hình bán nguyệt chứa quan của nó, một quân lớn tính bằng 10 dân. Ô quan không thuộc về ai và không có kho: quân bạn ăn được nằm trong khay của bạn bên cạnh bàn. Hàng của bạn là hàng gần bạn nhất.
rules-oanquan-sow = Chọn một ô của bạn và một chiều: bấm vào nửa trái hoặc nửa phải của ô, hoặc nhấn số của ô rồi nhấn ← hay →. Quân dân trong ô được rải lần lượt mỗi ô một quân theo chiều đó quanh bàn, kể cả vào ô quan.
rules-oanquan-relay = Sau đó ô tiếp theo quân cuối cùng quyết định. Nếu ô đó có dân, bốc hết lên và rải tiếp theo cùng chiều. Nếu đó là ô quan, lượt của bạn kết thúc.
rules-oanquan-capture = Nếu ô đó trống, bạn ăn ô kế tiếp: quân dân trong đó, và cả quan nếu đó là ô quan. Chừng nào ô sau ô vừa ăn còn trống và ô kế nó có quân, bạn ăn tiếp ô ấy. Hai ô trống liền nhau thì lượt của bạn kết thúc.
rules-oanquan-refill = Khi đến lượt mà cả năm ô của bạn đều trống, trước khi rải hãy đặt lại vào mỗi ô một quân dân đã ăn. Nếu bạn có ít hơn năm, hãy vay phần còn thiếu của đối thủ; cuối ván bạn trả lại.
rules-oanquan-end = Ván đấu kết thúc khi cả hai quan và quân dân trong ô quan đã bị ăn hết, hoặc khi một hàng trống mà không thể rải lại: khi đó mỗi người lấy quân dân trên các ô của mình. Một quan tính 10, một dân tính 1; ai nhiều hơn thì thắng.
rules-oanquan-small_mandarin = Biến thể, quan tính 5 dân: có nơi tính một quan bằng 5 quân dân.
rules-oanquan-example_chain-title = Ví dụ: ăn liên tiếp
rules-oanquan-example_chain-body = Ô 2 của bạn có 2 dân, ô 5 của bạn trống, và ô quan sau nó vẫn còn quan. Ô 1 của đối thủ trống và ô 2 của họ có 4 dân. Rải ô 2 sang phải: mỗi ô 3 và 4 của bạn một dân. Ô 5 của bạn, sau quân cuối, trống, nên bạn ăn ô quan tiếp theo. Sau ô quan, ô 1 của đối thủ trống và ô 2 của họ có 4: bạn ăn luôn 4 dân đó. Ô 3 của họ có dân, nên chuỗi ăn dừng lại: một quan và 4 dân, tổng cộng 14.
rules-oanquan-example_refill-title = Ví dụ: rải lại hàng trống
rules-oanquan-example_refill-body = Cả năm ô của bạn đều trống; bạn đã ăn 3 dân còn đối thủ ăn 6. Trước khi rải, mỗi ô của bạn được đặt một dân: 3 dân của bạn và 2 dân vay của đối thủ, số bạn nợ họ đến cuối ván.
status-your_turn-square = Lượt của bạn: bấm nửa trái hoặc nửa phải của một ô bên bạn
status-empty_pit-square = Ô đó trống: hãy chọn một ô có dân.
status-picked_square = Ô { $pit }: nhấn ← hoặc → để rải theo chiều đó, hoặc Esc để chọn lại.
moves-pit-square = ô { $pit }
hint-play-square = Hãy đi ô { $pit }:
review-move-square = Lần rải { $number }: { $name }, ô { $pit }
review-best_was-square = Tốt nhất là ô { $pit } ({ $value }).
preview-quan_capture = Ăn { $n } dân!
preview-quan_mandarin = Ăn { $mandarins ->
        [1] một quan
       *[other] cả hai quan
    }{ $n ->
        [0] {""}
       *[other] {" "}và { $n } dân
    }!
status-end-mandarins = Cả hai quan đã bị ăn, nên mỗi bên lấy quân dân trên các ô của mình.
status-end-no_refill = Một hàng trống mà số dân đã ăn không đủ để rải lại, nên mỗi bên lấy quân dân trên các ô của mình.
lesson-sungka-title = Sungka
lesson-sungka-step1 = Trong Sungka, hạt cuối của bạn quyết định điều tiếp theo. Lỗ 2 của bạn có 1 hạt và lỗ 3 có 4. Hãy bấm lỗ 2: hạt của nó rơi vào lỗ 3, lỗ đang có hạt, nên bạn bốc cả 5 hạt lên và rải tiếp.
lesson-sungka-step2 = Lỗ 1 của bạn có 1 hạt và lỗ 2 của bạn trống, đối diện với 8 hạt. Hãy bấm lỗ 1.
lesson-sungka-done = Hạt cuối rơi vào lỗ có hạt thì được bốc lên cùng các hạt đó và rải tiếp; rơi vào kho của bạn thì bạn được đi tiếp; rơi vào lỗ trống của bạn thì ăn các hạt đối diện, và trong Sungka nó ở lại trong lỗ.
lesson-oanquan-title = Ô ăn quan
lesson-oanquan-step1 = Trong Ô ăn quan, bạn chọn chiều rải. Hãy rải ô 3 sang trái: bấm vào nửa trái của ô đang sáng, và xem ô sau mỗi quân cuối có gì.
lesson-oanquan-step2 = Ô 2 của bạn có 2 dân và ô 5 của bạn trống, ngay trước ô quan. Hãy rải ô 2 sang phải: bấm vào nửa phải của ô đang sáng.
lesson-oanquan-done = Sau quân cuối của bạn, ô có dân thì được bốc lên rải tiếp; ô trống thì ăn ô kế tiếp, và được ăn tiếp cách một ô một chừng nào ô trống và ô có quân còn xen kẽ. Một quan tính 10.
outcome-capture_across = Hạt cuối của bạn rơi vào lỗ trống { $pit } của bạn: { $seeds } hạt đối diện đã vào kho của bạn, còn hạt của bạn ở lại trong lỗ.
outcome-taken = Ô sau quân cuối của bạn trống, nên bạn ăn được ô kế tiếp: { $seeds } dân{ $mandarins ->
        [0] {""}
        [1] {" "}và một quan
       *[other] {" "}và cả hai quan
    }.
where-capture_across = ở lỗ trống { $pit } của bạn, ăn { $seeds } hạt đối diện
where-taken = và ăn { $seeds } dân{ $mandarins ->
        [0] {""}
        [1] {" "}và một quan
       *[other] {" "}và cả hai quan
    }
wrong-empty-hole = Lỗ { $pit } trống: không có gì để rải. Hãy bấm lỗ { $want } đang sáng.
wrong-elsewhere-hole = Lỗ { $pit } sẽ dừng { $where }. Bước này nói về lỗ { $want } đang sáng: hãy bấm nó và xem.
wrong-empty-square = Ô { $pit } trống: không có gì để rải. Hãy rải ô { $want } đang sáng.
wrong-elsewhere-square = Ô { $pit } sẽ dừng { $where }. Bước này nói về ô { $want } đang sáng: hãy rải nó và xem.
outcome-own_pit-hole = Hạt cuối của bạn rơi vào lỗ { $pit } của bạn; giờ sẽ đến lượt người kia.
outcome-other_pit-hole = Hạt cuối của bạn rơi vào lỗ { $pit } của hàng trên; giờ sẽ đến lượt người kia.
outcome-own_pit-square = Quân cuối của bạn rơi vào ô { $pit } của bạn và lượt kết thúc; giờ sẽ đến lượt người kia.
outcome-other_pit-square = Quân cuối của bạn rơi vào ô { $pit } của hàng trên và lượt kết thúc; giờ sẽ đến lượt người kia.
where-own_pit-hole = ở lỗ { $pit } của bạn
where-other_pit-hole = ở lỗ { $pit } của hàng trên
where-own_pit-square = ở ô { $pit } của bạn
where-other_pit-square = ở ô { $pit } của hàng trên

## Điều trình đọc màn hình nghe được từ bàn chơi: tên và số hạt của từng ô, và những gì được thông báo.
voice-board = Bàn chơi
voice-you = bạn
voice-bottom = dưới
voice-top = trên
voice-pit = { $whose ->
    [you] Ô { $pit } của bạn
    [bottom] Ô { $pit } bên dưới
    [top] Ô { $pit } bên trên
   *[named] Ô { $pit } của { $name }
}
voice-pit-hole = { $whose ->
    [you] Lỗ { $pit } của bạn
    [bottom] Lỗ { $pit } bên dưới
    [top] Lỗ { $pit } bên trên
   *[named] Lỗ { $pit } của { $name }
}
voice-pit-square = { $whose ->
    [you] Ô { $pit } của bạn
    [bottom] Ô { $pit } bên dưới
    [top] Ô { $pit } bên trên
   *[named] Ô { $pit } của { $name }
}
voice-store = { $whose ->
    [you] Kho của bạn
    [bottom] Kho bên dưới
    [top] Kho bên trên
   *[named] Kho của { $name }
}
voice-tray = { $whose ->
    [you] Quân bạn đã ăn
    [bottom] Quân bên dưới đã ăn
    [top] Quân bên trên đã ăn
   *[named] Quân { $name } đã ăn
}
voice-mandarin_square = { $where ->
    [left] Ô quan bên trái
   *[right] Ô quan bên phải
}
voice-seeds = { $n } hạt
voice-citizens = { $n } dân
voice-burnt = bị đốt
voice-worth = tính bằng { $n }
voice-mandarin_there = quan vẫn còn
voice-mandarin_taken = quan đã bị ăn
voice-way = { $square }: rải { $way ->
    [left] sang trái
   *[right] sang phải
}
voice-last_seed = Hạt cuối: { $cell }.
voice-sowed = { $whose ->
    [you] Bạn rải ô { $pit }.
    [bottom] Bên dưới rải ô { $pit }.
    [top] Bên trên rải ô { $pit }.
   *[named] { $name } rải ô { $pit }.
}
voice-sowed-hole = { $whose ->
    [you] Bạn rải lỗ { $pit }.
    [bottom] Bên dưới rải lỗ { $pit }.
    [top] Bên trên rải lỗ { $pit }.
   *[named] { $name } rải lỗ { $pit }.
}
voice-sowed-square = { $whose ->
    [you] Bạn rải ô { $pit }
    [bottom] Bên dưới rải ô { $pit }
    [top] Bên trên rải ô { $pit }
   *[named] { $name } rải ô { $pit }
} { $way ->
    [left] sang trái.
   *[right] sang phải.
}
voice-score = Điểm: { $bottom } { $south }, { $top } { $north }.
voice-your_turn = Lượt của bạn.
voice-both_hands = Cả hai tay đã rải.
voice-new_game = Ván mới.
voice-puzzle = Câu đố hôm nay.
voice-undone = Đã hoàn tác nước đi.
voice-redone = Đã đi lại nước đi.
voice-next_round = Vòng tiếp theo.
voice-sides_swapped = Đã đổi bên.
voice-back_to_game = Trở lại ván chơi.
voice-key = Phím { $key }.
