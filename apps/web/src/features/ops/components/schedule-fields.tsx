type Key = 'startsAt' | 'endsAt';

type Props = {
  value: Record<Key, string>;
  labels: Record<Key, string>;
  fieldClass: string | undefined;
  /** Label text in a span, for editors whose field style sets the label apart through it. */
  wrapLabels?: boolean;
  onChange: (key: Key, value: string) => void;
};

/** When an editor's promotion or mission starts and ends, as local date and time. */
export function ScheduleFields({ value, labels, fieldClass, wrapLabels = false, onChange }: Props) {
  return (
    <>
      {(['startsAt', 'endsAt'] as const).map((key) => (
        <label key={key} className={fieldClass}>
          {wrapLabels ? <span>{labels[key]}</span> : labels[key]}
          <input type="datetime-local" value={value[key]} onChange={(event) => onChange(key, event.target.value)} />
        </label>
      ))}
    </>
  );
}
