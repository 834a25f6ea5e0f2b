/**
 * `useMemberInfo()`: TanStack Query of /wps/member/info, enabled only with a token. It lives
 * in lib/member-info.ts because the member centre needs it too; this path stays for the frame.
 */
export { useMemberInfo } from '../../../lib/member-info.ts';
