import type { LocalizedText } from '../schema/merchant.ts';

/** Demo text in the five translated languages, in a fixed argument order. */
export const text5 = (en: string, cn: string, id: string, th: string, vi: string): LocalizedText => ({
  EN: en,
  CN: cn,
  ID: id,
  TH: th,
  VI: vi,
});

type DemoNotice = {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  title: LocalizedText;
  content: LocalizedText;
};
type DemoBanner = {
  key: string;
  imageUrl: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  buttonText: LocalizedText;
  linkageType: 'NONE' | 'INTERNAL';
  linkUrl: string | null;
  sort: number;
};

export const DEMO_BANNERS: DemoBanner[] = [
  {
    key: 'banner:welcome',
    imageUrl: '/assets/banners/welcome.svg',
    linkageType: 'INTERNAL',
    linkUrl: '/promotions',
    sort: 1,
    title: text5(
      'Welcome bonus on your first deposit',
      '首存欢迎奖金',
      'Bonus sambutan untuk deposit pertama Anda',
      'โบนัสต้อนรับสำหรับการฝากครั้งแรก',
      'Thưởng chào mừng cho lần nạp đầu tiên',
    ),
    subtitle: text5(
      'Join the welcome promotion, deposit 50 or more and get 100% on top, up to 500.',
      '参加欢迎活动，存款50或以上，即可获得100%奖金，最高500。',
      'Ikuti promosi sambutan, deposit 50 atau lebih dan dapatkan tambahan 100%, hingga 500.',
      'เข้าร่วมโปรโมชันต้อนรับ ฝาก 50 ขึ้นไป รับเพิ่ม 100% สูงสุด 500',
      'Tham gia khuyến mãi chào mừng, nạp từ 50 trở lên và nhận thêm 100%, tối đa 500.',
    ),
    buttonText: text5('See the offer', '查看优惠', 'Lihat penawaran', 'ดูข้อเสนอ', 'Xem ưu đãi'),
  },
  {
    key: 'banner:slots',
    imageUrl: '/assets/banners/slots.svg',
    linkageType: 'INTERNAL',
    linkUrl: '/rng',
    sort: 2,
    title: text5(
      'Spin the in-house slots',
      '畅玩自营老虎机',
      'Putar slot eksklusif kami',
      'หมุนสล็อตเฉพาะของเรา',
      'Quay các trò slot độc quyền',
    ),
    subtitle: text5(
      'Paylines, hold-and-win and jackpots, each round provably fair and open to verify.',
      '多条赔付线、锁定重转与奖池，每一局都可证明公平、可随时验证。',
      'Payline, hold-and-win dan jackpot, setiap putaran terbukti adil dan bisa diverifikasi.',
      'ไลน์จ่าย โฮลด์แอนด์วิน และแจ็กพอต ทุกรอบพิสูจน์ความยุติธรรมได้และตรวจสอบได้',
      'Dòng thưởng, giữ-và-thắng và jackpot, mỗi vòng đều công bằng có thể chứng minh và kiểm tra.',
    ),
    buttonText: text5('Play slots', '玩老虎机', 'Main slot', 'เล่นสล็อต', 'Chơi slot'),
  },
  {
    key: 'banner:live',
    imageUrl: '/assets/banners/live.svg',
    linkageType: 'INTERNAL',
    linkUrl: '/live',
    sort: 3,
    title: text5(
      'Virtual baccarat, dealt around the clock',
      '全天候虚拟百家乐',
      'Bakarat virtual, dibagikan sepanjang waktu',
      'บาคาร่าเสมือนจริง แจกไพ่ตลอด 24 ชั่วโมง',
      'Baccarat ảo, chia bài suốt ngày đêm',
    ),
    subtitle: text5(
      'An eight-deck shoe shuffled from a published seed: check every hand after it is dealt.',
      '八副牌的牌靴由公开种子洗牌：每一手牌发完后都可核对。',
      'Sepatu delapan dek dikocok dari seed yang dipublikasikan: periksa setiap tangan setelah dibagikan.',
      'ชูแปดสำรับสับจากซีดที่เปิดเผย: ตรวจสอบได้ทุกตาหลังแจกไพ่',
      'Bộ bài tám cỗ xáo từ hạt giống công khai: kiểm tra mọi ván sau khi chia.',
    ),
    buttonText: text5('Take a seat', '入座', 'Duduk di meja', 'เข้าร่วมโต๊ะ', 'Vào bàn'),
  },
  {
    key: 'banner:vip',
    imageUrl: '/assets/banners/vip.svg',
    linkageType: 'NONE',
    linkUrl: null,
    sort: 4,
    title: text5(
      'Climb the VIP club',
      '晋级VIP俱乐部',
      'Naik level di klub VIP',
      'ไต่ระดับสู่คลับ VIP',
      'Thăng hạng câu lạc bộ VIP',
    ),
    subtitle: text5(
      'Deposits and valid bets move you up the levels: upgrade and monthly bonuses, and higher rebates.',
      '存款与有效投注助您逐级晋升：晋级奖金、每月奖金，以及更高的返水。',
      'Deposit dan taruhan sah menaikkan level Anda: bonus naik level, bonus bulanan, dan rabat lebih tinggi.',
      'ยอดฝากและเดิมพันที่ถูกต้องพาคุณเลื่อนระดับ: โบนัสเลื่อนระดับ โบนัสรายเดือน และเงินคืนที่สูงขึ้น',
      'Nạp tiền và cược hợp lệ giúp bạn lên cấp: thưởng thăng cấp, thưởng hằng tháng và hoàn trả cao hơn.',
    ),
    // No link, so no button.
    buttonText: {},
  },
];

/** One announcement of each type; the PU one is the login-time pop-up. */
export const DEMO_NOTICES: DemoNotice[] = [
  {
    key: 'notice:B:welcome',
    type: 'B',
    title: text5('Welcome', '欢迎', 'Selamat datang', 'ยินดีต้อนรับ', 'Chào mừng'),
    content: text5(
      'Welcome to Lucky Star. Deposits and withdrawals are processed around the clock.',
      '欢迎来到幸运星。存款和取款全天候处理。',
      'Selamat datang di Lucky Star. Deposit dan penarikan diproses sepanjang waktu.',
      'ยินดีต้อนรับสู่ Lucky Star ระบบดำเนินการฝากและถอนเงินตลอด 24 ชั่วโมง',
      'Chào mừng đến với Lucky Star. Nạp và rút tiền được xử lý suốt ngày đêm.',
    ),
  },
  {
    key: 'notice:PL:account-safety',
    type: 'PL',
    title: text5(
      'Keep your account safe',
      '保护您的账户安全',
      'Jaga keamanan akun Anda',
      'รักษาบัญชีของคุณให้ปลอดภัย',
      'Bảo vệ tài khoản của bạn',
    ),
    content: text5(
      'Our staff will never ask for your password or verification codes. Change your password regularly under My Account.',
      '我们的工作人员绝不会索要您的密码或验证码。请定期在“我的账户”中修改密码。',
      'Staf kami tidak akan pernah meminta kata sandi atau kode verifikasi Anda. Ganti kata sandi Anda secara berkala di Akun Saya.',
      'เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณเด็ดขาด โปรดเปลี่ยนรหัสผ่านเป็นประจำที่เมนู บัญชีของฉัน',
      'Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Hãy đổi mật khẩu thường xuyên trong Tài khoản của tôi.',
    ),
  },
  {
    key: 'notice:PU:upgrade',
    type: 'PU',
    title: text5('Scheduled upgrade', '例行升级', 'Peningkatan terjadwal', 'การอัปเกรดระบบตามกำหนด', 'Nâng cấp định kỳ'),
    content: text5(
      'A short system upgrade is planned for Monday 04:00–04:30 (GMT+7). Games may be unavailable for a few minutes.',
      '系统计划于周一04:00–04:30（GMT+7）进行短暂升级，游戏可能会中断几分钟。',
      'Peningkatan sistem singkat dijadwalkan pada Senin 04:00–04:30 (GMT+7). Permainan mungkin tidak tersedia selama beberapa menit.',
      'ระบบมีกำหนดอัปเกรดสั้น ๆ ในวันจันทร์ เวลา 04:00–04:30 น. (GMT+7) เกมอาจไม่พร้อมใช้งานเป็นเวลาไม่กี่นาที',
      'Hệ thống sẽ nâng cấp ngắn vào thứ Hai 04:00–04:30 (GMT+7). Trò chơi có thể gián đoạn vài phút.',
    ),
  },
  {
    key: 'notice:PR:weekend-rebate',
    type: 'PR',
    title: text5('Weekend rebate', '周末返水', 'Rabat akhir pekan', 'เงินคืนสุดสัปดาห์', 'Hoàn trả cuối tuần'),
    content: text5(
      'Every valid bet placed on Saturday and Sunday counts toward the weekend rebate.',
      '周六和周日的每一笔有效投注都计入周末返水。',
      'Setiap taruhan sah pada hari Sabtu dan Minggu dihitung untuk rabat akhir pekan.',
      'ทุกการเดิมพันที่ถูกต้องในวันเสาร์และวันอาทิตย์จะถูกนับรวมในเงินคืนสุดสัปดาห์',
      'Mọi cược hợp lệ vào thứ Bảy và Chủ nhật đều được tính vào hoàn trả cuối tuần.',
    ),
  },
  {
    key: 'notice:H:help-articles',
    type: 'H',
    title: text5('New help articles', '新的帮助文章', 'Artikel bantuan baru', 'บทความช่วยเหลือใหม่', 'Bài hướng dẫn mới'),
    content: text5(
      'The help centre now explains deposits, withdrawals and receipt confirmation step by step.',
      '帮助中心现在逐步说明存款、取款和收款确认。',
      'Pusat bantuan kini menjelaskan deposit, penarikan, dan konfirmasi penerimaan langkah demi langkah.',
      'ศูนย์ช่วยเหลือได้อธิบายการฝากเงิน การถอนเงิน และการยืนยันการรับเงินแบบทีละขั้นตอนแล้ว',
      'Trung tâm trợ giúp hiện hướng dẫn từng bước về nạp tiền, rút tiền và xác nhận đã nhận.',
    ),
  },
  {
    // Type AG is read only in the agent centre (modules/agent/README.md).
    key: 'notice:AG:settlement-times',
    type: 'AG',
    title: text5(
      'Agent settlement times',
      '代理结算时间',
      'Waktu penyelesaian agen',
      'เวลาการชำระเงินของเอเจนต์',
      'Thời gian quyết toán đại lý',
    ),
    content: text5(
      'Daily wages are paid shortly after midnight UTC for the day before, hourly salaries every hour, real-time salaries every 5 minutes and dividends after each period ends. Payouts you cannot cover from your wallet are kept as owed and paid as soon as funds arrive.',
      '日工资在UTC午夜后不久支付前一天的金额，时薪每小时支付，实时工资每5分钟支付，分红在每个周期结束后支付。钱包余额不足以支付的款项会记为欠款，资金到账后立即支付。',
      'Upah harian dibayar tak lama setelah tengah malam UTC untuk hari sebelumnya, gaji per jam setiap jam, gaji real-time setiap 5 menit, dan dividen setelah setiap periode berakhir. Pembayaran yang belum dapat ditutup dari dompet Anda dicatat sebagai utang dan dibayar begitu dana masuk.',
      'ค่าจ้างรายวันจ่ายหลังเที่ยงคืน UTC ไม่นานสำหรับวันก่อนหน้า เงินเดือนรายชั่วโมงจ่ายทุกชั่วโมง เงินเดือนแบบเรียลไทม์จ่ายทุก 5 นาที และเงินปันผลจ่ายหลังสิ้นสุดแต่ละงวด ยอดที่กระเป๋าเงินของคุณยังไม่พอจ่ายจะถูกบันทึกเป็นยอดค้างและจ่ายทันทีเมื่อมีเงินเข้า',
      'Lương ngày được trả ngay sau nửa đêm UTC cho ngày hôm trước, lương giờ mỗi giờ, lương thời gian thực mỗi 5 phút và cổ tức sau khi mỗi kỳ kết thúc. Khoản bạn chưa đủ tiền chi trả được ghi nợ và trả ngay khi có tiền.',
    ),
  },
];
