import type { LocalizedText } from '../schema/merchant.ts';

const text = (en: string, vi: string, cn: string): LocalizedText => ({ EN: en, VI: vi, CN: cn });

export const DEMO_BANNERS = [
  { imageUrl: '/assets/banners/welcome.svg', title: text('Welcome bonus on your first deposit', 'Thưởng chào mừng cho lần nạp đầu tiên', '首存欢迎奖金'), linkageType: 'INTERNAL' as const, linkUrl: '/promotions', sort: 1 },
  { imageUrl: '/assets/banners/slots.svg', title: text('Spin the in-house slots', 'Quay các trò slot độc quyền', '畅玩自营老虎机'), linkageType: 'INTERNAL' as const, linkUrl: '/rng', sort: 2 },
  { imageUrl: '/assets/banners/live.svg', title: text('Virtual baccarat, dealt around the clock', 'Baccarat ảo, chia bài suốt ngày đêm', '全天候虚拟百家乐'), linkageType: 'INTERNAL' as const, linkUrl: '/live', sort: 3 },
  { imageUrl: '/assets/banners/vip.svg', title: text('Climb the VIP club', 'Thăng hạng câu lạc bộ VIP', '晋级VIP俱乐部'), linkageType: 'NONE' as const, linkUrl: null, sort: 4 },
];

export const DEMO_NOTICES = [
  { type: 'B' as const, title: text('Welcome', 'Chào mừng', '欢迎'), content: text('Welcome to Lucky Star. Deposits and withdrawals are processed around the clock.', 'Chào mừng đến với Lucky Star. Nạp và rút tiền được xử lý suốt ngày đêm.', '欢迎来到幸运星。存款和取款全天候处理。') },
  { type: 'PL' as const, title: text('Keep your account safe', 'Bảo vệ tài khoản của bạn', '保护您的账户安全'), content: text('Our staff will never ask for your password or verification codes. Change your password regularly under My Account.', 'Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Hãy đổi mật khẩu thường xuyên trong Tài khoản của tôi.', '我们的工作人员绝不会索要您的密码或验证码。请定期在“我的账户”中修改密码。') },
  { type: 'PU' as const, title: text('Scheduled upgrade', 'Nâng cấp định kỳ', '例行升级'), content: text('A short system upgrade is planned for Monday 04:00–04:30 (GMT+7). Games may be unavailable for a few minutes.', 'Hệ thống sẽ nâng cấp ngắn vào thứ Hai 04:00–04:30 (GMT+7). Trò chơi có thể gián đoạn vài phút.', '系统计划于周一04:00–04:30（GMT+7）进行短暂升级，游戏可能会中断几分钟。') },
  { type: 'PR' as const, title: text('Weekend rebate', 'Hoàn trả cuối tuần', '周末返水'), content: text('Every valid bet placed on Saturday and Sunday counts toward the weekend rebate.', 'Mọi cược hợp lệ vào thứ Bảy và Chủ nhật đều được tính vào hoàn trả cuối tuần.', '周六和周日的每一笔有效投注都计入周末返水。') },
  { type: 'H' as const, title: text('New help articles', 'Bài hướng dẫn mới', '新的帮助文章'), content: text('The help centre now explains deposits, withdrawals and receipt confirmation step by step.', 'Trung tâm trợ giúp hiện hướng dẫn từng bước về nạp tiền, rút tiền và xác nhận đã nhận.', '帮助中心现在逐步说明存款、取款和收款确认。') },
  // Type AG is read only in the agent centre (modules/agent/README.md).
  { type: 'AG' as const, title: text('Agent settlement times', 'Thời gian quyết toán đại lý', '代理结算时间'), content: text('Daily wages are paid shortly after midnight UTC for the day before, hourly salaries every hour, real-time salaries every 5 minutes and dividends after each period ends. Payouts you cannot cover from your wallet are kept as owed and paid as soon as funds arrive.', 'Lương ngày được trả ngay sau nửa đêm UTC cho ngày hôm trước, lương giờ mỗi giờ, lương thời gian thực mỗi 5 phút và cổ tức sau khi mỗi kỳ kết thúc. Khoản bạn chưa đủ tiền chi trả được ghi nợ và trả ngay khi có tiền.', '日工资在UTC午夜后不久支付前一天的金额，时薪每小时支付，实时工资每5分钟支付，分红在每个周期结束后支付。钱包余额不足以支付的款项会记为欠款，资金到账后立即支付。') },
];

type Article = { category: string; categoryTitle: LocalizedText; anchor: string; title: LocalizedText; content: LocalizedText };
const faq = text('Frequently asked questions', 'Câu hỏi thường gặp', '常见问题');
const account = text('Account and security', 'Tài khoản và bảo mật', '账户与安全');
const money = text('Deposits and withdrawals', 'Nạp và rút tiền', '存款与取款');
const protocol = text('User protocol', 'Thỏa thuận người dùng', '用户协议');
const contact = text('Contact us', 'Liên hệ', '联系我们');

export const DEMO_HELP: Article[] = [
  { category: 'faq', categoryTitle: faq, anchor: 'faq', title: text('How do I create an account?', 'Làm sao để tạo tài khoản?', '如何注册账户？'), content: text('Press Register at the top of the page, choose a username and a password of 6 to 20 letters and digits, confirm that you are 18 or older and accept the user protocol. If an agent gave you an invitation code, enter it so your account joins their team.', 'Nhấn Đăng ký ở đầu trang, chọn tên đăng nhập và mật khẩu 6–20 ký tự gồm chữ và số, xác nhận bạn từ 18 tuổi và đồng ý thỏa thuận người dùng. Nếu đại lý đưa bạn mã mời, hãy nhập mã để tài khoản thuộc đội của họ.', '点击页面顶部的“注册”，设置用户名和6至20位字母加数字的密码，确认您已满18岁并同意用户协议。如果代理给了您邀请码，请填写以加入其团队。') },
  { category: 'faq', categoryTitle: faq, anchor: 'free-play', title: text('What is free play?', 'Chơi thử là gì?', '什么是免费试玩？'), content: text('Free play opens a trial account with demo credit so you can try the games. Demo credit has no cash value, and deposits, withdrawals and promotions need a real account.', 'Chơi thử tạo tài khoản thử với tiền ảo để bạn trải nghiệm trò chơi. Tiền ảo không có giá trị thực; nạp, rút và khuyến mãi cần tài khoản thật.', '免费试玩会开设一个带有体验金的试玩账户供您体验游戏。体验金没有现金价值，存取款和优惠需要真实账户。') },
  { category: 'account', categoryTitle: account, anchor: 'forgot-password', title: text('I forgot my password', 'Tôi quên mật khẩu', '忘记密码怎么办？'), content: text('Use Forgot password in the login window. With the e-mail tab we send a reset link to your registered address; with the mobile tab we send a code by SMS to your bound number.', 'Dùng Quên mật khẩu trong cửa sổ đăng nhập. Thẻ e-mail sẽ gửi liên kết đặt lại tới địa chỉ đã đăng ký; thẻ di động sẽ gửi mã SMS tới số đã liên kết.', '在登录窗口点击“忘记密码”。邮箱方式会向您注册的邮箱发送重置链接；手机方式会向绑定号码发送短信验证码。') },
  { category: 'account', categoryTitle: account, anchor: 'captcha', title: text('Why am I asked for a captcha?', 'Vì sao tôi phải nhập captcha?', '为什么需要输入验证码？'), content: text('After several failed logins we ask for a captcha to protect your account from password guessing. Type the characters shown; press the image for a new one.', 'Sau vài lần đăng nhập sai, chúng tôi yêu cầu captcha để bảo vệ tài khoản khỏi việc dò mật khẩu. Nhập các ký tự hiển thị; nhấn vào ảnh để đổi ảnh mới.', '多次登录失败后，我们会要求输入验证码，以防止密码被猜测。请输入图中字符，点击图片可更换。') },
  { category: 'money', categoryTitle: money, anchor: 'withdrawal-receipt', title: text('Confirming a withdrawal', 'Xác nhận khoản rút', '确认取款到账'), content: text('After we pay a withdrawal, confirm in the member centre whether you received all of it, part of it or nothing, with a screenshot if something is missing. Without an answer within the configured time the withdrawal counts as received.', 'Sau khi chúng tôi chi trả, hãy xác nhận trong trung tâm thành viên bạn đã nhận đủ, một phần hay chưa nhận, kèm ảnh chụp nếu thiếu. Nếu không phản hồi trong thời gian quy định, khoản rút được coi là đã nhận.', '我们支付取款后，请在会员中心确认您是全部收到、部分收到还是未收到，如有缺失请附截图。在规定时间内未确认的，视为已到账。') },
  { category: 'protocol', categoryTitle: protocol, anchor: 'protocol', title: text('Terms of use', 'Điều khoản sử dụng', '使用条款'), content: text('You must be 18 or older and allowed to play where you live. One account per person; accounts used by someone else may be closed. Bets are final once a round is settled. We may ask you to verify your identity before a withdrawal. Play responsibly and set yourself limits.', 'Bạn phải từ 18 tuổi và được phép chơi tại nơi cư trú. Mỗi người một tài khoản; tài khoản do người khác sử dụng có thể bị khóa. Cược là cuối cùng khi ván đã kết toán. Chúng tôi có thể yêu cầu xác minh danh tính trước khi rút tiền. Hãy chơi có trách nhiệm.', '您必须年满18岁且所在地允许参与。每人限一个账户，他人使用的账户可能被关闭。每局结算后投注不可更改。取款前我们可能要求验证身份。请理性娱乐，为自己设定限额。') },
  { category: 'contact', categoryTitle: contact, anchor: 'contact', title: text('Customer service', 'Chăm sóc khách hàng', '客户服务'), content: text('Our team answers every day from 08:00 to 24:00 (GMT+7) at support@luckystar.example. Include your username, never your password.', 'Đội ngũ hỗ trợ làm việc hằng ngày 08:00–24:00 (GMT+7) qua support@luckystar.example. Hãy ghi tên đăng nhập, đừng gửi mật khẩu.', '客服团队每天08:00至24:00（GMT+7）通过 support@luckystar.example 为您服务。请提供用户名，切勿发送密码。') },
];

/** The in-house vendors of each category; the games issue supplies their games. */
export const DEMO_VENDORS = [
  { code: 'HOUSE_SLOTS', displayName: 'Lucky Slots', category: 'RNG' as const, isHot: true, sort: 1 },
  { code: 'HOUSE_LIVE', displayName: 'Lucky Live (virtual)', category: 'LIVE' as const, isHot: false, sort: 2 },
  { code: 'HOUSE_FISH', displayName: 'Lucky Fishing', category: 'FISH' as const, isHot: false, sort: 3 },
];
