import { useId } from 'react';

/** The labelled range input of the quiz and flashcard forms ('Number of Questions: 10'). */
export function CountSlider({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}: {value}
      </label>
      <input
        id={id}
        type="range"
        className="form-range"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
