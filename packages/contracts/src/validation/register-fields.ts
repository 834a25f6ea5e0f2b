// Kept free of zod at run time: the web bundle imports these labels and field lists.
import type { z } from 'zod';
import type { fieldSettingSchema, registerSettingsSchema } from './register-settings-schema.ts';

/** Registration fields whose visibility, requirement and format the merchant configures. */
export const CONFIGURABLE_REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'referralCode',
  'birthday',
  'nickname',
] as const;

export type RegisterField = (typeof CONFIGURABLE_REGISTER_FIELDS)[number];
/** Fields that appear in forms and messages; confirmations follow their source field. */
export type FormField =
  RegisterField | 'confirmPassword' | 'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'smsCode';

export type FieldSetting = z.infer<typeof fieldSettingSchema>;
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** English labels; the web app translates `field.<name>` keys with these as the reference. */
export const FIELD_LABELS: Record<FormField, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  payeeName: 'Real name',
  email: 'E-mail',
  qqNum: 'QQ',
  mobileNum: 'Mobile number',
  captcha: 'Captcha',
  verificationCode: 'Verification code',
  affiliateCode: 'Invitation code',
  paymentPassword: 'Payment password',
  line: 'Line',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  telegram: 'Telegram',
  zalo: 'Zalo',
  idNumber: 'ID number',
  referralCode: 'Referral code',
  birthday: 'Birthday',
  nickname: 'Nickname',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  smsCode: 'SMS code',
};
