/** What a member types to move money to another account. */
export type TransferValues = { amount: string; paymentPassword: string; remark: string };

export const EMPTY_TRANSFER: TransferValues = { amount: '', paymentPassword: '', remark: '' };

type Props = {
  /** Ids are `${idPrefix}-amount`, `${idPrefix}-pay-pw`, `${idPrefix}-remark`. */
  idPrefix: string;
  labels: { amount: string; paymentPassword: string; remark: string };
  values: TransferValues;
  onChange: (patch: Partial<TransferValues>) => void;
  /** The field class of the page's stylesheet (label above input). */
  fieldClassName: string | undefined;
};

/** Amount, payment password and remark of a transfer (to the upline or to a downline). */
export function TransferFields({ idPrefix, labels, values, onChange, fieldClassName }: Props) {
  return (
    <>
      <div className={fieldClassName}>
        <label htmlFor={`${idPrefix}-amount`}>{labels.amount}</label>
        <input
          id={`${idPrefix}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => onChange({ amount: event.target.value })}
        />
      </div>
      <div className={fieldClassName}>
        <label htmlFor={`${idPrefix}-pay-pw`}>{labels.paymentPassword}</label>
        <input
          id={`${idPrefix}-pay-pw`}
          type="password"
          autoComplete="off"
          maxLength={64}
          value={values.paymentPassword}
          onChange={(event) => onChange({ paymentPassword: event.target.value })}
        />
      </div>
      <div className={fieldClassName}>
        <label htmlFor={`${idPrefix}-remark`}>{labels.remark}</label>
        <input
          id={`${idPrefix}-remark`}
          maxLength={140}
          value={values.remark}
          onChange={(event) => onChange({ remark: event.target.value })}
        />
      </div>
    </>
  );
}
