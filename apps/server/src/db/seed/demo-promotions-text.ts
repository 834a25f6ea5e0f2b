import type { LocalizedText } from '../schema/promotions.ts';

/*
 * Texts of the demo deposit and rebate promotions in the five site languages (the events' are in
 * demo-events-text.ts). Content uses the small markup the promotion detail page renders: "## "
 * starts a heading, "- " a list item, a blank line a paragraph.
 */

export type PromotionText = { title: LocalizedText; summary: LocalizedText; content: LocalizedText };

export const WELCOME_TEXT: PromotionText = {
  title: {
    EN: '100% Welcome Bonus up to 500',
    CN: '首存100%欢迎奖金，最高500',
    ID: 'Bonus Sambutan 100% hingga 500',
    TH: 'โบนัสต้อนรับ 100% สูงสุด 500',
    VI: 'Thưởng chào mừng 100% lên đến 500',
  },
  summary: {
    EN: 'Double your first deposit: join, deposit at least 50 and claim a 100% bonus up to 500.',
    CN: '首存翻倍：参加活动后存款至少50，即可领取100%奖金，最高500。',
    ID: 'Gandakan deposit pertama Anda: gabung, deposit minimal 50 dan klaim bonus 100% hingga 500.',
    TH: 'เพิ่มเงินฝากแรกเป็นสองเท่า: เข้าร่วม ฝากขั้นต่ำ 50 แล้วรับโบนัส 100% สูงสุด 500',
    VI: 'Nhân đôi lần nạp đầu: tham gia, nạp tối thiểu 50 và nhận thưởng 100% lên đến 500.',
  },
  content: {
    EN: `Welcome to Lucky Star! Start your journey with twice the balance.

## How it works
- Press Join on this page before you deposit.
- Make a deposit of at least 50.
- Come back and press Claim: we add 100% of your deposit, up to 500, to your wallet at once.

## Turnover
Before withdrawing, bet 8 times your deposit plus bonus on any game. Your progress is shown on this page and on the withdrawal page.

## Terms
- One welcome bonus per member.
- Only the first qualifying deposit after joining counts.
- Lucky Star may end a promotion or withhold a bonus in case of abuse.`,
    CN: `欢迎来到 Lucky Star！以双倍余额开启您的旅程。

## 参与方式
- 存款前先在本页点击“参加”。
- 完成一笔至少50的存款。
- 返回本页点击“领取”：我们会立即为您加赠存款金额的100%，最高500。

## 流水要求
提款前，需在任意游戏中完成（存款+奖金）8倍的有效投注。进度会显示在本页及提款页面。

## 条款
- 每位会员仅可领取一次欢迎奖金。
- 仅计算参加活动后的首笔符合条件的存款。
- 如发现滥用行为，Lucky Star 有权终止活动或扣回奖金。`,
    ID: `Selamat datang di Lucky Star! Mulai perjalanan Anda dengan saldo dua kali lipat.

## Cara kerja
- Tekan Gabung di halaman ini sebelum deposit.
- Lakukan deposit minimal 50.
- Kembali dan tekan Klaim: kami langsung menambahkan 100% dari deposit Anda, hingga 500, ke dompet Anda.

## Turnover
Sebelum menarik dana, pasang taruhan 8 kali deposit ditambah bonus di game apa pun. Progres Anda ditampilkan di halaman ini dan di halaman penarikan.

## Ketentuan
- Satu bonus sambutan per member.
- Hanya deposit pertama yang memenuhi syarat setelah bergabung yang dihitung.
- Lucky Star dapat mengakhiri promosi atau menahan bonus jika terjadi penyalahgunaan.`,
    TH: `ยินดีต้อนรับสู่ Lucky Star! เริ่มต้นการเดินทางด้วยยอดเงินสองเท่า

## วิธีการ
- กดเข้าร่วมในหน้านี้ก่อนฝากเงิน
- ฝากเงินขั้นต่ำ 50
- กลับมากดรับโบนัส: เราจะเพิ่ม 100% ของยอดฝาก สูงสุด 500 เข้ากระเป๋าของคุณทันที

## เทิร์นโอเวอร์
ก่อนถอนเงิน ต้องมียอดเดิมพัน 8 เท่าของ (ยอดฝาก + โบนัส) ในเกมใดก็ได้ ความคืบหน้าแสดงในหน้านี้และหน้าถอนเงิน

## เงื่อนไข
- สมาชิกหนึ่งท่านรับโบนัสต้อนรับได้หนึ่งครั้ง
- นับเฉพาะยอดฝากแรกที่ตรงเงื่อนไขหลังเข้าร่วม
- Lucky Star อาจยุติโปรโมชั่นหรือระงับโบนัสหากพบการใช้ในทางที่ผิด`,
    VI: `Chào mừng đến với Lucky Star! Bắt đầu hành trình với số dư gấp đôi.

## Cách tham gia
- Nhấn Tham gia trên trang này trước khi nạp tiền.
- Nạp tối thiểu 50.
- Quay lại và nhấn Nhận: chúng tôi cộng ngay 100% số tiền nạp, tối đa 500, vào ví của bạn.

## Doanh số cược
Trước khi rút tiền, hãy cược gấp 8 lần (tiền nạp + tiền thưởng) ở bất kỳ trò chơi nào. Tiến độ hiển thị trên trang này và trang rút tiền.

## Điều khoản
- Mỗi thành viên chỉ nhận thưởng chào mừng một lần.
- Chỉ tính lần nạp đủ điều kiện đầu tiên sau khi tham gia.
- Lucky Star có thể kết thúc khuyến mãi hoặc thu hồi tiền thưởng nếu phát hiện gian lận.`,
  },
};

export const RELOAD_TEXT: PromotionText = {
  title: {
    EN: 'Daily Reload 10%',
    CN: '每日续存10%',
    ID: 'Reload Harian 10%',
    TH: 'โบนัสเติมเงินรายวัน 10%',
    VI: 'Nạp lại mỗi ngày 10%',
  },
  summary: {
    EN: 'Every day: join, deposit 20 or more and claim 10% extra, up to 100. Only 1× turnover.',
    CN: '每天参加并存款20以上，即可领取10%额外奖金，最高100，仅需1倍流水。',
    ID: 'Setiap hari: gabung, deposit 20 atau lebih dan klaim ekstra 10%, hingga 100. Hanya turnover 1×.',
    TH: 'ทุกวัน: เข้าร่วม ฝาก 20 ขึ้นไป รับเพิ่ม 10% สูงสุด 100 เทิร์นเพียง 1 เท่า',
    VI: 'Mỗi ngày: tham gia, nạp từ 20 và nhận thêm 10%, tối đa 100. Chỉ cần cược 1 vòng.',
  },
  content: {
    EN: `Keep the momentum going with a fresh bonus every day.

## How it works
- Press Join once a day (days follow UTC).
- Deposit at least 20 the same day.
- Press Claim to receive 10% of that deposit, up to 100.

## Turnover
Bet once your deposit plus bonus before withdrawing — the lightest requirement on the site.`,
    CN: `每天都有新奖金，好运不断。

## 参与方式
- 每天点击一次“参加”（按UTC时间计算日期）。
- 当天存款至少20。
- 点击“领取”即可获得该笔存款的10%，最高100。

## 流水要求
提款前只需完成（存款+奖金）1倍的有效投注——全站最轻松的要求。`,
    ID: `Jaga momentum dengan bonus baru setiap hari.

## Cara kerja
- Tekan Gabung sekali sehari (hari mengikuti UTC).
- Deposit minimal 20 pada hari yang sama.
- Tekan Klaim untuk menerima 10% dari deposit tersebut, hingga 100.

## Turnover
Pasang taruhan satu kali deposit ditambah bonus sebelum menarik dana — syarat paling ringan di situs ini.`,
    TH: `รับโบนัสใหม่ทุกวัน ต่อเนื่องไม่มีสะดุด

## วิธีการ
- กดเข้าร่วมวันละครั้ง (นับวันตามเวลา UTC)
- ฝากขั้นต่ำ 20 ภายในวันเดียวกัน
- กดรับโบนัสเพื่อรับ 10% ของยอดฝาก สูงสุด 100

## เทิร์นโอเวอร์
ทำยอดเดิมพัน 1 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน — เงื่อนไขที่เบาที่สุดของเว็บไซต์`,
    VI: `Giữ vững phong độ với tiền thưởng mới mỗi ngày.

## Cách tham gia
- Nhấn Tham gia mỗi ngày một lần (ngày tính theo UTC).
- Nạp tối thiểu 20 trong cùng ngày.
- Nhấn Nhận để được 10% số tiền nạp, tối đa 100.

## Doanh số cược
Chỉ cần cược 1 lần (tiền nạp + tiền thưởng) trước khi rút — yêu cầu nhẹ nhất trên trang.`,
  },
};

export const REBATE_TEXT: PromotionText = {
  title: {
    EN: 'Unlimited 0.8% Daily Rebate',
    CN: '无上限0.8%每日返水',
    ID: 'Rebate Harian 0,8% Tanpa Batas',
    TH: 'คืนยอดเสียรายวัน 0.8% ไม่อั้น',
    VI: 'Hoàn trả 0,8% mỗi ngày không giới hạn',
  },
  summary: {
    EN: "Get 0.8% of every day's valid bets back, win or lose — up to 888 a day.",
    CN: '无论输赢，每日有效投注返还0.8%，单日最高888。',
    ID: 'Dapatkan kembali 0,8% dari taruhan valid setiap hari, menang atau kalah — hingga 888 per hari.',
    TH: 'รับคืน 0.8% จากยอดเดิมพันที่ถูกต้องทุกวัน ไม่ว่าแพ้หรือชนะ สูงสุด 888 ต่อวัน',
    VI: 'Nhận lại 0,8% tổng cược hợp lệ mỗi ngày, thắng hay thua — tối đa 888 mỗi ngày.',
  },
  content: {
    EN: `Every bet counts. Each finished day (UTC) pays 0.8% of your valid bets on all games.

## How it works
- Play any game; settled rounds count toward the day's valid bet.
- When manual rebate is enabled, press Claim to collect every unclaimed day of the last 7 days.
- Otherwise the rebate is credited automatically after the day ends.

## Terms
- At most 888 per day.
- No turnover requirement on rebates.
- Refunded or cancelled rounds do not count.`,
    CN: `每一注都有回报。每个完整的自然日（UTC）按所有游戏有效投注的0.8%返还。

## 参与方式
- 畅玩任意游戏，已结算的局计入当日有效投注。
- 开启手动返水时，点击“领取”即可领取最近7天内所有未领取的返水。
- 否则返水会在当日结束后自动到账。

## 条款
- 每日最高888。
- 返水无流水要求。
- 退款或取消的局不计入。`,
    ID: `Setiap taruhan berarti. Setiap hari yang selesai (UTC) membayar 0,8% dari taruhan valid Anda di semua game.

## Cara kerja
- Mainkan game apa pun; ronde yang diselesaikan dihitung sebagai taruhan valid hari itu.
- Jika rebate manual aktif, tekan Klaim untuk mengambil semua hari yang belum diklaim dalam 7 hari terakhir.
- Jika tidak, rebate dikreditkan otomatis setelah hari berakhir.

## Ketentuan
- Maksimal 888 per hari.
- Rebate tanpa syarat turnover.
- Ronde yang dikembalikan atau dibatalkan tidak dihitung.`,
    TH: `ทุกการเดิมพันมีค่า ทุกวันที่ครบ (UTC) จ่ายคืน 0.8% ของยอดเดิมพันที่ถูกต้องในทุกเกม

## วิธีการ
- เล่นเกมใดก็ได้ รอบที่สรุปผลแล้วนับเป็นยอดเดิมพันของวันนั้น
- เมื่อเปิดใช้การรับคืนยอดด้วยตนเอง กดรับเพื่อเก็บทุกวันที่ยังไม่ได้รับภายใน 7 วันล่าสุด
- หากไม่เปิด ระบบจะโอนเข้าอัตโนมัติหลังสิ้นวัน

## เงื่อนไข
- สูงสุด 888 ต่อวัน
- ไม่มีเงื่อนไขเทิร์นโอเวอร์สำหรับยอดคืน
- รอบที่คืนเงินหรือยกเลิกไม่นับ`,
    VI: `Mỗi cược đều có giá trị. Mỗi ngày kết thúc (UTC) hoàn trả 0,8% tổng cược hợp lệ trên mọi trò chơi.

## Cách tham gia
- Chơi bất kỳ trò chơi nào; ván đã kết toán được tính vào cược hợp lệ của ngày.
- Khi bật hoàn trả thủ công, nhấn Nhận để lấy tất cả các ngày chưa nhận trong 7 ngày gần nhất.
- Nếu không, tiền hoàn trả được cộng tự động sau khi ngày kết thúc.

## Điều khoản
- Tối đa 888 mỗi ngày.
- Tiền hoàn trả không yêu cầu doanh số cược.
- Ván bị hoàn tiền hoặc hủy không được tính.`,
  },
};
