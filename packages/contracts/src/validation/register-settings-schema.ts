import { z } from 'zod';
import { CONFIGURABLE_REGISTER_FIELDS } from './register-fields.ts';

/** The registration rules as the API publishes them (GET /wps/system/setting/register). */
export const fieldSettingSchema = z.object({
  shown: z.boolean(),
  required: z.boolean(),
  /** Regular expression source, or '*' for any value. */
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  patternId: z.number().int().min(1).max(23),
});

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
