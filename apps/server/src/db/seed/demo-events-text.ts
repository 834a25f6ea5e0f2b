import type { PromotionText } from './demo-promotions-text.ts';

// Texts of the demo event promotions (share, raffle, lunar new year), in the markup of demo-promotions-text.ts.

export const SHARE_TEXT: PromotionText = {
  title: {
    EN: 'Share Your Big Win',
    CN: '晒出您的大奖',
    ID: 'Bagikan Kemenangan Besar Anda',
    TH: 'แชร์ชัยชนะครั้งใหญ่ของคุณ',
    VI: 'Khoe chiến thắng lớn',
  },
  summary: {
    EN: 'Post a screenshot of a big win, tell us about it in a few words and receive 18 once approved.',
    CN: '上传大奖截图并简单描述，审核通过即可获得18奖金。',
    ID: 'Unggah tangkapan layar kemenangan besar, ceritakan singkat dan terima 18 setelah disetujui.',
    TH: 'โพสต์ภาพหน้าจอชัยชนะครั้งใหญ่ เล่าให้เราฟังสั้นๆ แล้วรับ 18 เมื่อได้รับอนุมัติ',
    VI: 'Đăng ảnh chụp chiến thắng lớn, kể ngắn gọn và nhận 18 khi được duyệt.',
  },
  content: {
    EN: `Hit something special? Show it off and we'll celebrate with you.

## How to apply
- Press Apply and write a comment of up to 140 characters.
- Attach up to 3 screenshots (png or jpg, at most 5 MB each).
- Our team reviews every application, usually within a day.

## Reward
- 18 per approved application, once a week.
- Turnover of 1× the bonus before withdrawing.
- You will find the verdict in your inbox.`,
    CN: `中了大奖？晒出来，我们与您一同庆祝！

## 申请方式
- 点击“申请”，填写不超过140个字的留言。
- 上传最多3张截图（png或jpg，每张不超过5MB）。
- 我们的团队会审核每份申请，通常在一天内完成。

## 奖励
- 每份通过的申请奖励18，每周一次。
- 提款前需完成奖金1倍的流水。
- 审核结果会发送到您的站内信。`,
    ID: `Dapat sesuatu yang istimewa? Pamerkan dan kami ikut merayakannya.

## Cara mengajukan
- Tekan Ajukan dan tulis komentar hingga 140 karakter.
- Lampirkan hingga 3 tangkapan layar (png atau jpg, maksimal 5 MB per file).
- Tim kami meninjau setiap pengajuan, biasanya dalam sehari.

## Hadiah
- 18 per pengajuan yang disetujui, sekali seminggu.
- Turnover 1× bonus sebelum penarikan.
- Hasilnya akan dikirim ke kotak masuk Anda.`,
    TH: `ได้รางวัลพิเศษมาใช่ไหม? อวดให้เราเห็นแล้วมาฉลองด้วยกัน

## วิธีสมัคร
- กดสมัครแล้วเขียนความคิดเห็นไม่เกิน 140 ตัวอักษร
- แนบภาพหน้าจอได้สูงสุด 3 ภาพ (png หรือ jpg ไม่เกิน 5 MB ต่อภาพ)
- ทีมงานตรวจสอบทุกใบสมัคร โดยปกติภายในหนึ่งวัน

## รางวัล
- 18 ต่อใบสมัครที่อนุมัติ สัปดาห์ละครั้ง
- เทิร์นโอเวอร์ 1 เท่าของโบนัสก่อนถอน
- ผลการพิจารณาจะส่งไปที่กล่องข้อความของคุณ`,
    VI: `Trúng lớn? Hãy khoe ngay để chúng tôi cùng ăn mừng.

## Cách đăng ký
- Nhấn Đăng ký và viết bình luận tối đa 140 ký tự.
- Đính kèm tối đa 3 ảnh chụp màn hình (png hoặc jpg, mỗi ảnh tối đa 5 MB).
- Đội ngũ của chúng tôi xét duyệt mọi đơn, thường trong vòng một ngày.

## Phần thưởng
- 18 cho mỗi đơn được duyệt, mỗi tuần một lần.
- Cược 1 lần tiền thưởng trước khi rút.
- Kết quả sẽ được gửi vào hộp thư của bạn.`,
  },
};

export const RAFFLE_TEXT: PromotionText = {
  title: {
    EN: 'Weekly Lucky Draw — win up to 888',
    CN: '每周幸运抽奖，最高赢888',
    ID: 'Undian Berhadiah Mingguan — menang hingga 888',
    TH: 'ลุ้นโชครายสัปดาห์ รับสูงสุด 888',
    VI: 'Quay số may mắn hằng tuần — trúng đến 888',
  },
  summary: {
    EN: 'Deposit 100 or more in a week and draw one guaranteed prize: 8.88, 18.88, 58.88, 188 or 888.',
    CN: '每周累计存款满100，即可抽奖一次，必中奖：8.88、18.88、58.88、188或888。',
    ID: 'Deposit 100 atau lebih dalam seminggu dan undi satu hadiah pasti: 8,88, 18,88, 58,88, 188 atau 888.',
    TH: 'ฝากครบ 100 ขึ้นไปในสัปดาห์ ลุ้นรางวัลการันตีหนึ่งครั้ง: 8.88, 18.88, 58.88, 188 หรือ 888',
    VI: 'Nạp từ 100 trong tuần và quay một giải chắc chắn trúng: 8,88, 18,88, 58,88, 188 hoặc 888.',
  },
  content: {
    EN: `Every draw wins — the only question is how much.

## How it works
- Deposit a total of at least 100 during the week (Monday to Sunday, UTC).
- Press Draw to reveal your prize; it lands in your wallet instantly.
- One draw per member per week.

## Prizes
- 888 — the jackpot
- 188
- 58.88
- 18.88
- 8.88

Prizes carry no turnover requirement.`,
    CN: `每次抽奖都有奖——唯一的悬念是奖多少。

## 参与方式
- 一周内（周一至周日，UTC）累计存款至少100。
- 点击“抽奖”揭晓奖品，奖金即时到账。
- 每位会员每周限抽一次。

## 奖品
- 888 —— 头奖
- 188
- 58.88
- 18.88
- 8.88

奖品无流水要求。`,
    ID: `Setiap undian pasti menang — tinggal berapa besarnya.

## Cara kerja
- Deposit total minimal 100 selama seminggu (Senin sampai Minggu, UTC).
- Tekan Undi untuk membuka hadiah Anda; langsung masuk ke dompet.
- Satu undian per member per minggu.

## Hadiah
- 888 — jackpot
- 188
- 58,88
- 18,88
- 8,88

Hadiah tanpa syarat turnover.`,
    TH: `ทุกการลุ้นได้รางวัลแน่นอน — เหลือแค่ว่าจะได้เท่าไร

## วิธีการ
- ฝากรวมอย่างน้อย 100 ภายในสัปดาห์ (จันทร์ถึงอาทิตย์ ตามเวลา UTC)
- กดลุ้นรางวัลเพื่อเปิดรางวัล เงินเข้ากระเป๋าทันที
- สมาชิกลุ้นได้สัปดาห์ละหนึ่งครั้ง

## รางวัล
- 888 — รางวัลใหญ่
- 188
- 58.88
- 18.88
- 8.88

รางวัลไม่มีเงื่อนไขเทิร์นโอเวอร์`,
    VI: `Lần quay nào cũng trúng — chỉ là trúng bao nhiêu.

## Cách tham gia
- Nạp tổng cộng tối thiểu 100 trong tuần (thứ Hai đến Chủ nhật, UTC).
- Nhấn Quay để mở phần thưởng; tiền vào ví ngay lập tức.
- Mỗi thành viên được quay một lần mỗi tuần.

## Giải thưởng
- 888 — giải đặc biệt
- 188
- 58,88
- 18,88
- 8,88

Giải thưởng không yêu cầu doanh số cược.`,
  },
};

export const LUNAR_TEXT: PromotionText = {
  title: {
    EN: 'Lunar New Year Red Envelopes',
    CN: '新春红包雨',
    ID: 'Angpao Tahun Baru Imlek',
    TH: 'อั่งเปาตรุษจีน',
    VI: 'Lì xì Tết Nguyên Đán',
  },
  summary: {
    EN: 'Red envelopes for every depositing member during the New Year festival. Coming soon!',
    CN: '新春佳节，存款会员人人有红包，敬请期待！',
    ID: 'Angpao untuk setiap member yang melakukan deposit selama festival Tahun Baru. Segera hadir!',
    TH: 'อั่งเปาสำหรับสมาชิกทุกท่านที่ฝากเงินช่วงเทศกาลปีใหม่ เร็วๆ นี้!',
    VI: 'Lì xì cho mọi thành viên nạp tiền trong dịp Tết. Sắp ra mắt!',
  },
  content: {
    EN: `Celebrate the New Year with us: deposit during the festival and open a red envelope every week.

## Coming soon
Details will be announced before the festival begins.`,
    CN: `与我们一起欢度新春：节日期间存款，每周都能拆红包。

## 敬请期待
活动详情将在节日开始前公布。`,
    ID: `Rayakan Tahun Baru bersama kami: deposit selama festival dan buka angpao setiap minggu.

## Segera hadir
Detail akan diumumkan sebelum festival dimulai.`,
    TH: `ฉลองปีใหม่ไปกับเรา: ฝากเงินช่วงเทศกาลแล้วเปิดอั่งเปาได้ทุกสัปดาห์

## เร็วๆ นี้
รายละเอียดจะประกาศก่อนเริ่มเทศกาล`,
    VI: `Đón Tết cùng chúng tôi: nạp tiền trong dịp lễ và mở lì xì mỗi tuần.

## Sắp ra mắt
Chi tiết sẽ được công bố trước khi lễ hội bắt đầu.`,
  },
};
