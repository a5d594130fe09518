import { Field } from 'shared-firebase';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
  hint?: string;
}

/** The email input every auth form uses: labelled, with its error or hint linked. */
export function EmailField({ value, onChange, error, label = 'Correo electrónico', hint }: EmailFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
