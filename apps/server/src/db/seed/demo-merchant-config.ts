import type { MerchantConfig } from '../../modules/merchant/merchant-config.ts';

const field = (shown: boolean, required: boolean, patternId: number, minLength: number, maxLength: number) => ({
  shown,
  required,
  patternId,
  acceptedPattern: '*',
  minLength,
  maxLength,
});

/** The demo merchant: every module on except manual rebate, five languages, no captcha on sign-up. */
export function demoMerchantConfig(origin: string): MerchantConfig {
  return {
    siteName: 'Lucky Star',
    currency: { code: 'USD', symbol: '$', scale: 2 },
    languages: { supported: ['EN', 'CN', 'ID', 'TH', 'VI'], default: 'EN' },
    modules: demoModules(),
    register: demoRegistration(),
    maintenance: [],
    regionRules: { allowCountries: [], denyCountries: [], allowCidrs: [], denyCidrs: [] },
    resources: [
      { resourceType: 'IOS', url: `${origin}/download?platform=ios`, labelNameEn: 'iOS app' },
      { resourceType: 'ANDROID', url: `${origin}/download?platform=android`, labelNameEn: 'Android app' },
      { resourceType: 'MOBILECONFIG', url: `${origin}/download?platform=mobileconfig`, labelNameEn: 'iOS web clip' },
    ],
    customerService: [
      { type: 1, name: 'Help centre contact', url: '/helpmc#contact' },
      { type: 2, name: 'Chat room', url: '/helpmc#chat' },
    ],
    imageCDNs: [origin],
    // Same site: the demo is reached as localhost, 127.0.0.1 or a LAN address alike.
    launchGameCDNs: ['/'],
    domains: [{ domain: new URL(origin).host, speed: 1 }],
    brand: {
      homeAfterLogin: false,
      copyrightYear: 2025,
      socialLinks: [
        { channel: 'facebook', url: 'https://www.facebook.com/' },
        { channel: 'instagram', url: 'https://www.instagram.com/' },
        { channel: 'youtube', url: 'https://www.youtube.com/' },
        { channel: 'telegram', url: 'https://telegram.org/' },
        { channel: 'discord', url: 'https://discord.com/' },
        { channel: 'linkedin', url: 'https://www.linkedin.com/' },
      ],
    },
    security: { acceptPlainForEncrypted: false, passwordExpiryDays: 90, failedLoginsBeforeCaptcha: 3 },
    freePlay: { demoCredit: '2000.00' },
    sms: { expiredMinutes: 5, codeLength: 6 },
    payments: demoPayments(),
    withdrawal: {
      minAmount: '10.00',
      maxAmount: '20000.00',
      dailyMaxCount: 5,
      dailyMaxAmount: '50000.00',
      autoReceiptMinutes: 60,
      maxBankAccounts: 3,
      // A brand reads the same in every language; the demo bank has a name in each.
      banks: [{ EN: 'Vietcombank' }, { EN: 'Techcombank' }, { EN: 'BIDV' }, { EN: 'ACB' }, DEMO_BANK_NAME],
      // Approvals above these need a second operator (issue 19's large withdrawals).
      secondApprovalAbove: { admin: '10000.00', finance: '5000.00' },
    },
    transfers: { minAmount: '1.00', maxAmount: '100000.00', downline: 'ANY_DEPTH' },
    // The demo shows the real pool Panda Jackpot feeds, so what a newcomer sees is money that exists.
    jackpot: { counter: 'POOL', seedAmount: '20000.00' },
  };
}

/** Every module on except manual rebate. */
function demoModules(): MerchantConfig['modules'] {
  return {
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: true,
    USERNAMEREG3: true,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    MOBILEVERCODELOGIN3: true,
    DIRECTREG3: true,
    CBS3: true,
    CHNGPASSVERIF3: true,
    CHNGPASSMAIL3: true,
    MANPLAYREB3: false,
    REFERRAL3: true,
    FEEDBACK3: true,
    POINTMALL3: true,
    VIP3: true,
    MEMBERCENTER3: true,
    AGENTCENTER3: true,
  };
}

/** Sign-up by username with optional contact fields and a referral code; no captcha, no SMS code. */
function demoRegistration(): MerchantConfig['register'] {
  return {
    fields: {
      username: field(true, true, 2, 4, 16),
      password: field(true, true, 6, 6, 20),
      payeeName: field(true, false, 14, 2, 50),
      email: field(true, false, 4, 5, 100),
      mobileNum: field(true, false, 7, 8, 11),
      captcha: field(false, false, 15, 4, 4),
      verificationCode: field(false, false, 7, 6, 6),
      affiliateCode: field(true, false, 15, 4, 20),
      paymentPassword: field(false, false, 7, 6, 6),
      line: field(false, false, 10, 2, 40),
      whatsapp: field(false, false, 7, 8, 15),
      facebook: field(false, false, 10, 2, 60),
      wechat: field(false, false, 10, 2, 40),
      telegram: field(false, false, 10, 2, 40),
      zalo: field(false, false, 7, 8, 15),
      qqNum: field(false, false, 7, 5, 12),
      idNumber: field(false, false, 15, 6, 20),
      referralCode: field(true, false, 15, 8, 8),
      birthday: field(false, false, 12, 10, 10),
      nickname: field(false, false, 1, 2, 20),
    },
    minAge: 18,
    birthdayMinAge: 21,
    mobileDigits: { min: 8, max: 11 },
    defaultDialingCode: '84',
  };
}

const DEMO_BANK_NAME = {
  EN: 'Lucky Demo Bank',
  CN: '幸运演示银行',
  ID: 'Bank Demo Lucky',
  TH: 'ธนาคารลัคกี้เดโม',
  VI: 'Ngân hàng Lucky Demo',
};

/** A manual bank transfer and the sandbox gateway. */
function demoPayments(): MerchantConfig['payments'] {
  return {
    methods: [
      {
        channel: 'MANUAL_BANK',
        code: 'BANK_TRANSFER',
        name: {
          EN: 'Bank transfer',
          CN: '银行转账',
          ID: 'Transfer bank',
          TH: 'โอนผ่านธนาคาร',
          VI: 'Chuyển khoản ngân hàng',
        },
        enabled: true,
        minAmount: '10.00',
        maxAmount: '50000.00',
        bankAccount: {
          bankName: DEMO_BANK_NAME,
          accountName: 'Lucky Star Entertainment Ltd',
          accountNumber: '0123 4567 8901',
          branch: { EN: 'Head office', CN: '总行', ID: 'Kantor pusat', TH: 'สำนักงานใหญ่', VI: 'Hội sở chính' },
        },
      },
      {
        channel: 'GATEWAY',
        code: 'SANDBOX_PAY',
        name: {
          EN: 'Online payment (sandbox)',
          CN: '在线支付（沙盒）',
          ID: 'Pembayaran online (sandbox)',
          TH: 'ชำระเงินออนไลน์ (แซนด์บ็อกซ์)',
          VI: 'Thanh toán trực tuyến (sandbox)',
        },
        enabled: true,
        minAmount: '1.00',
        maxAmount: '10000.00',
        provider: 'SANDBOX',
        orderTtlMinutes: 30,
      },
    ],
    maxPendingDeposits: 5,
  };
}
