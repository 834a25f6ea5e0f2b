import { z } from 'zod';

/** Registration fields whose visibility, requirement and format the merchant configures. */
export const CONFIGURABLE_REGISTER_FIELDS = [
  'username', 'password', 'payeeName', 'email', 'qqNum', 'mobileNum', 'captcha', 'verificationCode',
  'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'telegram', 'zalo',
  'idNumber', 'referralCode', 'birthday', 'nickname',
] as const;

export type RegisterField = (typeof CONFIGURABLE_REGISTER_FIELDS)[number];
/** Fields that appear in forms and messages; confirmations follow their source field. */
export type FormField = RegisterField | 'confirmPassword' | 'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'smsCode';

export const fieldSettingSchema = z.object({
  shown: z.boolean(),
  required: z.boolean(),
  /** Regular expression source, or '*' for any value. */
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  patternId: z.number().int().min(1).max(23),
});
export type FieldSetting = z.infer<typeof fieldSettingSchema>;

export const registerSettingsSchema = z.object({
  fields: z.record(z.enum(CONFIGURABLE_REGISTER_FIELDS), fieldSettingSchema),
  /** Minimum age the visitor confirms with the age checkbox. */
  minAge: z.number().int().min(0),
  /** Minimum age checked against the birthday field when it is shown. */
  birthdayMinAge: z.number().int().min(0),
  /** Digits expected in a mobile number (without the dialing code), when the merchant fixes it. */
  mobileDigits: z.object({ min: z.number().int(), max: z.number().int() }),
  defaultDialingCode: z.string(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** English labels; the web app translates `field.<name>` keys with these as the reference. */
export const FIELD_LABELS: Record<FormField, string> = {
  username: 'Username', password: 'Password', confirmPassword: 'Confirm password', payeeName: 'Real name',
  email: 'E-mail', qqNum: 'QQ', mobileNum: 'Mobile number', captcha: 'Captcha', verificationCode: 'Verification code',
  affiliateCode: 'Invitation code', paymentPassword: 'Payment password', line: 'Line', whatsapp: 'WhatsApp',
  facebook: 'Facebook', wechat: 'WeChat', telegram: 'Telegram', zalo: 'Zalo', idNumber: 'ID number',
  referralCode: 'Referral code', birthday: 'Birthday', nickname: 'Nickname', oldPassword: 'Old password',
  newPassword: 'New password', confirmNewPassword: 'Confirm new password', smsCode: 'SMS code',
};
