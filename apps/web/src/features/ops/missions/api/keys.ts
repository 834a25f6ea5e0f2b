/** Query keys of the missions desk (missions and referral rules), under the desk-wide 'ops' prefix. */
export const missionKeys = {
  list: ['ops', 'missions'] as const,
  referralRules: ['ops', 'referral', 'rules'] as const,
};
