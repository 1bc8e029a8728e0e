import { DEVICE_FIELDS, deviceFields } from '../lib/native-app';

/** The native app's device fields as hidden inputs of a form (spec §7); none in a browser. */
export function DeviceInputs({ only }: { only?: 'one_signal_token' }) {
  const fields = deviceFields();
  return (
    <>
      {DEVICE_FIELDS.filter((name) => !only || name === only).map((name) =>
        fields[name] ? (
          <input key={name} type="hidden" name={only ? 'device_token' : name} value={fields[name]} />
        ) : null,
      )}
    </>
  );
}
