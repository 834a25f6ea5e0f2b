import type { LocalizedText } from '../schema/merchant.ts';
import { text5 } from './demo-notices.ts';

type DemoArticle = {
  key: string;
  category: string;
  categoryTitle: LocalizedText;
  anchor: string;
  title: LocalizedText;
  content: LocalizedText;
};

const faq = text5('Frequently asked questions', '常见问题', 'Pertanyaan umum', 'คำถามที่พบบ่อย', 'Câu hỏi thường gặp');
const account = text5(
  'Account and security',
  '账户与安全',
  'Akun dan keamanan',
  'บัญชีและความปลอดภัย',
  'Tài khoản và bảo mật',
);
const money = text5(
  'Deposits and withdrawals',
  '存款与取款',
  'Deposit dan penarikan',
  'การฝากและถอนเงิน',
  'Nạp và rút tiền',
);
const protocol = text5('User protocol', '用户协议', 'Perjanjian pengguna', 'ข้อตกลงผู้ใช้', 'Thỏa thuận người dùng');
const contact = text5('Contact us', '联系我们', 'Hubungi kami', 'ติดต่อเรา', 'Liên hệ');

/**
 * Help centre articles in display order. The anchor is the /help#anchor link: `faq` opens the FAQ,
 * `protocol` the user protocol the registration form links to. Bodies use the content text format
 * (blank line between paragraphs, "- " list items).
 */
export const DEMO_HELP: DemoArticle[] = [
  {
    key: 'help:faq',
    category: 'faq',
    categoryTitle: faq,
    anchor: 'faq',
    title: text5(
      'How do I create an account?',
      '如何注册账户？',
      'Bagaimana cara membuat akun?',
      'สมัครบัญชีได้อย่างไร?',
      'Làm sao để tạo tài khoản?',
    ),
    content: text5(
      'Press Register at the top of the page, choose a username and a password of 6 to 20 letters and digits, confirm that you are 18 or older and accept the user protocol. If an agent gave you an invitation code, enter it so your account joins their team.',
      '点击页面顶部的“注册”，设置用户名和6至20位字母加数字的密码，确认您已满18岁并同意用户协议。如果代理给了您邀请码，请填写以加入其团队。',
      'Tekan Daftar di bagian atas halaman, pilih nama pengguna dan kata sandi 6 sampai 20 huruf dan angka, pastikan Anda berusia 18 tahun ke atas dan setujui perjanjian pengguna. Jika agen memberi Anda kode undangan, masukkan kode itu agar akun Anda bergabung dengan timnya.',
      'กด สมัครสมาชิก ที่ด้านบนของหน้า ตั้งชื่อผู้ใช้และรหัสผ่านที่มีตัวอักษรและตัวเลข 6 ถึง 20 ตัว ยืนยันว่าคุณอายุ 18 ปีขึ้นไป และยอมรับข้อตกลงผู้ใช้ หากเอเจนต์ให้รหัสเชิญแก่คุณ ให้กรอกรหัสนั้นเพื่อให้บัญชีของคุณเข้าร่วมทีมของเอเจนต์',
      'Nhấn Đăng ký ở đầu trang, chọn tên đăng nhập và mật khẩu 6–20 ký tự gồm chữ và số, xác nhận bạn từ 18 tuổi và đồng ý thỏa thuận người dùng. Nếu đại lý đưa bạn mã mời, hãy nhập mã để tài khoản thuộc đội của họ.',
    ),
  },
  {
    key: 'help:free-play',
    category: 'faq',
    categoryTitle: faq,
    anchor: 'free-play',
    title: text5(
      'What is free play?',
      '什么是免费试玩？',
      'Apa itu main gratis?',
      'ทดลองเล่นฟรีคืออะไร?',
      'Chơi thử là gì?',
    ),
    content: text5(
      'Free play opens a trial account with demo credit so you can try the games. Demo credit has no cash value, and deposits, withdrawals and promotions need a real account.',
      '免费试玩会开设一个带有体验金的试玩账户供您体验游戏。体验金没有现金价值，存取款和优惠需要真实账户。',
      'Main gratis membuka akun percobaan dengan kredit demo agar Anda dapat mencoba permainan. Kredit demo tidak bernilai uang, dan deposit, penarikan, serta promosi memerlukan akun asli.',
      'การทดลองเล่นฟรีจะเปิดบัญชีทดลองพร้อมเครดิตสาธิตให้คุณลองเล่นเกม เครดิตสาธิตไม่มีมูลค่าเป็นเงินจริง และการฝาก ถอน รวมถึงโปรโมชั่นต้องใช้บัญชีจริง',
      'Chơi thử tạo tài khoản thử với tiền ảo để bạn trải nghiệm trò chơi. Tiền ảo không có giá trị thực; nạp, rút và khuyến mãi cần tài khoản thật.',
    ),
  },
  {
    key: 'help:withdrawal-time',
    category: 'faq',
    categoryTitle: faq,
    anchor: 'withdrawal-time',
    title: text5(
      'How long does a withdrawal take?',
      '取款需要多长时间？',
      'Berapa lama proses penarikan?',
      'การถอนเงินใช้เวลานานเท่าใด?',
      'Rút tiền mất bao lâu?',
    ),
    content: text5(
      'Most withdrawals are reviewed within 15 minutes and paid soon after. The amount is held in your wallet while we review it, and you get a message in Platform information at every step.',
      '大多数取款会在15分钟内完成审核并随即支付。审核期间该金额会在您的钱包中冻结，每一步您都会在“平台信息”中收到消息。',
      'Sebagian besar penarikan ditinjau dalam 15 menit dan segera dibayarkan. Jumlahnya ditahan di dompet Anda selama peninjauan, dan Anda menerima pesan di Informasi platform pada setiap langkah.',
      'การถอนเงินส่วนใหญ่จะได้รับการตรวจสอบภายใน 15 นาทีและจ่ายในไม่ช้า ระหว่างการตรวจสอบยอดเงินจะถูกพักไว้ในกระเป๋าเงินของคุณ และคุณจะได้รับข้อความใน ข้อมูลแพลตฟอร์ม ทุกขั้นตอน',
      'Hầu hết lệnh rút được duyệt trong 15 phút và chi trả ngay sau đó. Số tiền được tạm giữ trong ví khi chúng tôi kiểm tra, và bạn nhận tin nhắn trong Thông tin nền tảng ở mỗi bước.',
    ),
  },
  {
    key: 'help:forgot-password',
    category: 'account',
    categoryTitle: account,
    anchor: 'forgot-password',
    title: text5('I forgot my password', '忘记密码怎么办？', 'Saya lupa kata sandi', 'ฉันลืมรหัสผ่าน', 'Tôi quên mật khẩu'),
    content: text5(
      'Use Forgot password in the login window. With the e-mail tab we send a reset link to your registered address; with the mobile tab we send a code by SMS to your bound number.',
      '在登录窗口点击“忘记密码”。邮箱方式会向您注册的邮箱发送重置链接；手机方式会向绑定号码发送短信验证码。',
      'Gunakan Lupa kata sandi di jendela masuk. Dengan tab e-mail kami mengirim tautan atur ulang ke alamat terdaftar Anda; dengan tab ponsel kami mengirim kode SMS ke nomor yang terhubung.',
      'ใช้ ลืมรหัสผ่าน ในหน้าต่างเข้าสู่ระบบ แท็บอีเมลจะส่งลิงก์รีเซ็ตไปยังอีเมลที่ลงทะเบียนไว้ ส่วนแท็บมือถือจะส่งรหัสทาง SMS ไปยังหมายเลขที่ผูกไว้',
      'Dùng Quên mật khẩu trong cửa sổ đăng nhập. Thẻ e-mail sẽ gửi liên kết đặt lại tới địa chỉ đã đăng ký; thẻ di động sẽ gửi mã SMS tới số đã liên kết.',
    ),
  },
  {
    key: 'help:captcha',
    category: 'account',
    categoryTitle: account,
    anchor: 'captcha',
    title: text5(
      'Why am I asked for a captcha?',
      '为什么需要输入验证码？',
      'Mengapa saya diminta captcha?',
      'ทำไมต้องกรอกแคปต์ชา?',
      'Vì sao tôi phải nhập captcha?',
    ),
    content: text5(
      'After several failed logins we ask for a captcha to protect your account from password guessing. Type the characters shown; press the image for a new one.',
      '多次登录失败后，我们会要求输入验证码，以防止密码被猜测。请输入图中字符，点击图片可更换。',
      'Setelah beberapa kali gagal masuk, kami meminta captcha untuk melindungi akun Anda dari tebakan kata sandi. Ketik karakter yang ditampilkan; tekan gambar untuk mendapatkan yang baru.',
      'หลังจากเข้าสู่ระบบไม่สำเร็จหลายครั้ง เราจะขอแคปต์ชาเพื่อปกป้องบัญชีของคุณจากการเดารหัสผ่าน พิมพ์ตัวอักษรที่แสดง หรือกดที่รูปเพื่อเปลี่ยนรูปใหม่',
      'Sau vài lần đăng nhập sai, chúng tôi yêu cầu captcha để bảo vệ tài khoản khỏi việc dò mật khẩu. Nhập các ký tự hiển thị; nhấn vào ảnh để đổi ảnh mới.',
    ),
  },
  {
    key: 'help:deposit-how',
    category: 'money',
    categoryTitle: money,
    anchor: 'deposit-how',
    title: text5('How do I deposit?', '如何存款？', 'Bagaimana cara deposit?', 'ฝากเงินอย่างไร?', 'Làm sao để nạp tiền?'),
    content: text5(
      'Open Deposit in the member centre, choose a payment method, enter the amount within the limits shown and confirm.\n\n- Online payments open the payment page and are credited as soon as the payment is confirmed.\n- Bank transfers need the reference shown on screen; our finance team credits them after checking.\n\nYou get a message in Platform information when the deposit is credited.',
      '在会员中心打开“存款”，选择支付方式，在显示的限额内输入金额并确认。\n\n- 在线支付会打开支付页面，付款确认后立即到账。\n- 银行转账需填写屏幕上显示的附言，财务团队核对后入账。\n\n存款到账后，您会在“平台信息”中收到消息。',
      'Buka Deposit di pusat anggota, pilih metode pembayaran, masukkan jumlah sesuai batas yang ditampilkan, lalu konfirmasi.\n\n- Pembayaran online membuka halaman pembayaran dan langsung dikreditkan setelah pembayaran dikonfirmasi.\n- Transfer bank memerlukan referensi yang ditampilkan di layar; tim keuangan kami mengkreditkannya setelah pengecekan.\n\nAnda menerima pesan di Informasi platform saat deposit dikreditkan.',
      'เปิดเมนู ฝากเงิน ในศูนย์สมาชิก เลือกช่องทางชำระเงิน กรอกจำนวนเงินภายในวงเงินที่แสดง แล้วยืนยัน\n\n- การชำระเงินออนไลน์จะเปิดหน้าชำระเงินและเข้าบัญชีทันทีที่การชำระได้รับการยืนยัน\n- การโอนผ่านธนาคารต้องใส่รหัสอ้างอิงที่แสดงบนหน้าจอ ทีมการเงินจะเติมเงินให้หลังตรวจสอบ\n\nคุณจะได้รับข้อความใน ข้อมูลแพลตฟอร์ม เมื่อยอดฝากเข้าบัญชีแล้ว',
      'Mở Nạp tiền trong trung tâm thành viên, chọn phương thức thanh toán, nhập số tiền trong hạn mức hiển thị và xác nhận.\n\n- Thanh toán trực tuyến mở trang thanh toán và được cộng ngay khi thanh toán được xác nhận.\n- Chuyển khoản ngân hàng cần ghi mã tham chiếu hiển thị trên màn hình; bộ phận tài chính cộng tiền sau khi kiểm tra.\n\nBạn nhận tin nhắn trong Thông tin nền tảng khi khoản nạp được cộng.',
    ),
  },
  {
    key: 'help:withdrawal-receipt',
    category: 'money',
    categoryTitle: money,
    anchor: 'withdrawal-receipt',
    title: text5(
      'Confirming a withdrawal',
      '确认取款到账',
      'Mengonfirmasi penarikan',
      'การยืนยันการถอนเงิน',
      'Xác nhận khoản rút',
    ),
    content: text5(
      'After we pay a withdrawal, confirm in the member centre whether you received all of it, part of it or nothing, with a screenshot if something is missing. Without an answer within the configured time the withdrawal counts as received.',
      '我们支付取款后，请在会员中心确认您是全部收到、部分收到还是未收到，如有缺失请附截图。在规定时间内未确认的，视为已到账。',
      'Setelah kami membayar penarikan, konfirmasikan di pusat anggota apakah Anda menerima seluruhnya, sebagian, atau tidak sama sekali, dengan tangkapan layar jika ada yang kurang. Tanpa jawaban dalam waktu yang ditentukan, penarikan dianggap telah diterima.',
      'หลังจากเราจ่ายเงินถอนแล้ว โปรดยืนยันในศูนย์สมาชิกว่าคุณได้รับครบ ได้รับบางส่วน หรือไม่ได้รับเลย พร้อมแนบภาพหน้าจอหากมีส่วนที่ขาด หากไม่ตอบกลับภายในเวลาที่กำหนด จะถือว่าได้รับเงินแล้ว',
      'Sau khi chúng tôi chi trả, hãy xác nhận trong trung tâm thành viên bạn đã nhận đủ, một phần hay chưa nhận, kèm ảnh chụp nếu thiếu. Nếu không phản hồi trong thời gian quy định, khoản rút được coi là đã nhận.',
    ),
  },
  {
    key: 'help:protocol',
    category: 'protocol',
    categoryTitle: protocol,
    anchor: 'protocol',
    title: text5('Terms of use', '使用条款', 'Ketentuan penggunaan', 'เงื่อนไขการใช้งาน', 'Điều khoản sử dụng'),
    content: text5(
      'You must be 18 or older and allowed to play where you live. One account per person; accounts used by someone else may be closed. Bets are final once a round is settled. We may ask you to verify your identity before a withdrawal. Play responsibly and set yourself limits.',
      '您必须年满18岁且所在地允许参与。每人限一个账户，他人使用的账户可能被关闭。每局结算后投注不可更改。取款前我们可能要求验证身份。请理性娱乐，为自己设定限额。',
      'Anda harus berusia 18 tahun ke atas dan diizinkan bermain di tempat tinggal Anda. Satu akun per orang; akun yang digunakan orang lain dapat ditutup. Taruhan bersifat final setelah putaran diselesaikan. Kami dapat meminta verifikasi identitas sebelum penarikan. Bermainlah secara bertanggung jawab dan tetapkan batas untuk diri sendiri.',
      'คุณต้องมีอายุ 18 ปีขึ้นไปและได้รับอนุญาตให้เล่นในพื้นที่ที่คุณอาศัยอยู่ หนึ่งคนต่อหนึ่งบัญชี บัญชีที่ผู้อื่นใช้อาจถูกปิด การเดิมพันถือเป็นที่สิ้นสุดเมื่อรอบนั้นได้รับการชำระแล้ว เราอาจขอให้ยืนยันตัวตนก่อนการถอนเงิน โปรดเล่นอย่างมีความรับผิดชอบและกำหนดขีดจำกัดให้ตนเอง',
      'Bạn phải từ 18 tuổi và được phép chơi tại nơi cư trú. Mỗi người một tài khoản; tài khoản do người khác sử dụng có thể bị khóa. Cược là cuối cùng khi ván đã kết toán. Chúng tôi có thể yêu cầu xác minh danh tính trước khi rút tiền. Hãy chơi có trách nhiệm.',
    ),
  },
  {
    key: 'help:privacy',
    category: 'protocol',
    categoryTitle: protocol,
    anchor: 'privacy',
    title: text5('Privacy', '隐私政策', 'Privasi', 'ความเป็นส่วนตัว', 'Quyền riêng tư'),
    content: text5(
      'We keep only the data we need to run your account: your contact details, your transactions and your game rounds. Passwords are stored as one-way hashes, and payment details are never shared with other members or agents. You can ask customer service for a copy of your data at any time.',
      '我们只保存运营您的账户所需的数据：联系方式、交易记录和游戏记录。密码以单向散列方式存储，支付信息绝不会透露给其他会员或代理。您可以随时向客服索取您的数据副本。',
      'Kami hanya menyimpan data yang diperlukan untuk menjalankan akun Anda: detail kontak, transaksi, dan putaran permainan. Kata sandi disimpan sebagai hash satu arah, dan detail pembayaran tidak pernah dibagikan kepada anggota atau agen lain. Anda dapat meminta salinan data Anda kepada layanan pelanggan kapan saja.',
      'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีของคุณ ได้แก่ ข้อมูลติดต่อ ธุรกรรม และรอบการเล่นเกม รหัสผ่านถูกจัดเก็บแบบแฮชทางเดียว และข้อมูลการชำระเงินจะไม่ถูกเปิดเผยแก่สมาชิกหรือเอเจนต์รายอื่น คุณสามารถขอสำเนาข้อมูลของคุณจากฝ่ายบริการลูกค้าได้ทุกเมื่อ',
      'Chúng tôi chỉ lưu dữ liệu cần thiết để vận hành tài khoản của bạn: thông tin liên hệ, giao dịch và các ván chơi. Mật khẩu được lưu dưới dạng băm một chiều, và thông tin thanh toán không bao giờ được chia sẻ với thành viên hay đại lý khác. Bạn có thể yêu cầu bộ phận hỗ trợ cung cấp bản sao dữ liệu của mình bất cứ lúc nào.',
    ),
  },
  {
    key: 'help:responsible-gaming',
    category: 'protocol',
    categoryTitle: protocol,
    anchor: 'responsible-gaming',
    title: text5(
      'Responsible gaming',
      '理性娱乐',
      'Bermain secara bertanggung jawab',
      'การเล่นอย่างมีความรับผิดชอบ',
      'Chơi có trách nhiệm',
    ),
    content: text5(
      'Gaming should stay entertainment. Decide in advance how much time and money you will spend, never chase losses and take regular breaks.\n\n- Contact customer service to set a deposit limit or a cooling-off period.\n- Ask us to close your account at any time; we will not reopen it on request for at least six months.',
      '娱乐应当适度。请提前决定投入的时间和金额，切勿追损，并定期休息。\n\n- 联系客服可设置存款限额或冷静期。\n- 您可随时要求关闭账户；关闭后至少六个月内不会应要求重新开启。',
      'Permainan harus tetap menjadi hiburan. Tentukan terlebih dahulu berapa banyak waktu dan uang yang akan Anda gunakan, jangan mengejar kekalahan, dan beristirahatlah secara teratur.\n\n- Hubungi layanan pelanggan untuk mengatur batas deposit atau masa jeda.\n- Minta kami menutup akun Anda kapan saja; kami tidak akan membukanya kembali atas permintaan selama setidaknya enam bulan.',
      'การเล่นเกมควรเป็นเพียงความบันเทิง กำหนดล่วงหน้าว่าจะใช้เวลาและเงินเท่าใด อย่าไล่ตามการเสีย และพักเป็นระยะ\n\n- ติดต่อฝ่ายบริการลูกค้าเพื่อกำหนดวงเงินฝากหรือช่วงพักการเล่น\n- ขอให้เราปิดบัญชีของคุณได้ทุกเมื่อ และเราจะไม่เปิดใหม่ตามคำขออย่างน้อยหกเดือน',
      'Trò chơi nên luôn là giải trí. Hãy quyết định trước thời gian và số tiền bạn sẽ dùng, đừng cố gỡ lại khi thua và hãy nghỉ ngơi thường xuyên.\n\n- Liên hệ bộ phận hỗ trợ để đặt hạn mức nạp hoặc thời gian tạm nghỉ.\n- Bạn có thể yêu cầu đóng tài khoản bất cứ lúc nào; chúng tôi sẽ không mở lại theo yêu cầu trong ít nhất sáu tháng.',
    ),
  },
  {
    key: 'help:contact',
    category: 'contact',
    categoryTitle: contact,
    anchor: 'contact',
    title: text5('Customer service', '客户服务', 'Layanan pelanggan', 'ฝ่ายบริการลูกค้า', 'Chăm sóc khách hàng'),
    content: text5(
      'Our team answers every day from 08:00 to 24:00 (GMT+7) at support@luckystar.example. Include your username, never your password.',
      '客服团队每天08:00至24:00（GMT+7）通过 support@luckystar.example 为您服务。请提供用户名，切勿发送密码。',
      'Tim kami menjawab setiap hari pukul 08:00 hingga 24:00 (GMT+7) di support@luckystar.example. Sertakan nama pengguna Anda, jangan pernah kata sandi.',
      'ทีมงานของเราตอบกลับทุกวัน เวลา 08:00 ถึง 24:00 น. (GMT+7) ที่ support@luckystar.example โปรดระบุชื่อผู้ใช้ และห้ามส่งรหัสผ่าน',
      'Đội ngũ hỗ trợ làm việc hằng ngày 08:00–24:00 (GMT+7) qua support@luckystar.example. Hãy ghi tên đăng nhập, đừng gửi mật khẩu.',
    ),
  },
];
