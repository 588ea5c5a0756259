/** Halaqa's mark: a study circle, a ring of people around a book. */
export function Logo({ size = 36 }: { size?: number }) {
  const seats = Array.from({ length: 8 }, (_, index) => {
    const angle = (index / 8) * Math.PI * 2;
    return { cx: 20 + Math.cos(angle) * 14, cy: 20 + Math.sin(angle) * 14 };
  });
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label="Halaqa logo">
      <circle cx="20" cy="20" r="19" fill="#fff" />
      {seats.map((seat, index) => (
        <circle key={index} cx={seat.cx} cy={seat.cy} r="3.2" fill="#0b2a5b" />
      ))}
      <path d="M13 16.5l7 2 7-2v8l-7 2-7-2z" fill="#f2b705" />
      <path d="M20 18.5v8" stroke="#0b2a5b" strokeWidth="1" />
    </svg>
  );
}
