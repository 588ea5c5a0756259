// Self-contained SVG art for the landing page: no external images to download or license.

export function HeroArt() {
  return (
    <svg className="landing-art" viewBox="0 0 400 300" aria-hidden="true">
      <rect x="40" y="30" width="320" height="220" rx="18" fill="#fff" opacity="0.12" />
      <rect x="70" y="60" width="170" height="160" rx="12" fill="#fff" />
      <rect x="90" y="84" width="110" height="12" rx="6" fill="#0b2a5b" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row} transform={`translate(90 ${112 + row * 24})`}>
          <circle cx="7" cy="7" r="7" fill={row === 1 ? '#2e9e5b' : '#d7deea'} />
          <rect x="22" y="2" width={row === 1 ? 100 : 84} height="10" rx="5" fill="#d7deea" />
        </g>
      ))}
      <rect x="220" y="120" width="120" height="86" rx="12" fill="#f2b705" />
      <rect x="236" y="140" width="88" height="10" rx="5" fill="#0b2a5b" opacity="0.8" />
      <rect x="236" y="160" width="64" height="10" rx="5" fill="#0b2a5b" opacity="0.5" />
      <circle cx="318" cy="76" r="30" fill="#fff" opacity="0.9" />
      <path
        d="M305 76l9 9 17-18"
        stroke="#2e9e5b"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function CommunityArt() {
  const people = [0, 1, 2, 3, 4, 5];
  return (
    <svg className="landing-art" viewBox="0 0 400 300" aria-hidden="true">
      <circle cx="200" cy="150" r="120" fill="#fff" />
      <rect x="160" y="120" width="80" height="60" rx="8" fill="#0b2a5b" />
      <path
        d="M200 125v50M172 138h18M172 152h18M210 138h18M210 152h18"
        stroke="#fff"
        strokeWidth="4"
      />
      {people.map((index) => {
        const angle = (index / people.length) * Math.PI * 2 - Math.PI / 2;
        const x = 200 + Math.cos(angle) * 90;
        const y = 150 + Math.sin(angle) * 90;
        return (
          <g key={index}>
            <circle cx={x} cy={y - 8} r="12" fill={index % 2 ? '#f2b705' : '#1d4b94'} />
            <path
              d={`M${x - 18} ${y + 22}a18 16 0 0 1 36 0z`}
              fill={index % 2 ? '#f2b705' : '#1d4b94'}
            />
          </g>
        );
      })}
    </svg>
  );
}

export function QuizArt() {
  return (
    <svg className="landing-art" viewBox="0 0 400 300" aria-hidden="true">
      <rect x="80" y="30" width="240" height="240" rx="18" fill="#0b2a5b" />
      <rect x="105" y="58" width="190" height="14" rx="7" fill="#fff" />
      {['#fff', '#2e9e5b', '#fff', '#fff'].map((fill, index) => (
        <g key={index} transform={`translate(105 ${92 + index * 40})`}>
          <rect width="190" height="30" rx="8" fill={fill} opacity={fill === '#fff' ? 0.2 : 1} />
          <circle cx="16" cy="15" r="7" fill="#fff" />
          <rect
            x="32"
            y="10"
            width={110 - index * 10}
            height="10"
            rx="5"
            fill="#fff"
            opacity="0.8"
          />
        </g>
      ))}
      <circle cx="320" cy="60" r="34" fill="#f2b705" />
      <text x="320" y="70" textAnchor="middle" fontSize="28" fontWeight="700" fill="#0b2a5b">
        AI
      </text>
    </svg>
  );
}

export function FlashcardsArt() {
  return (
    <svg className="landing-art" viewBox="0 0 400 300" aria-hidden="true">
      <rect
        x="70"
        y="70"
        width="200"
        height="140"
        rx="14"
        fill="#1d4b94"
        transform="rotate(-8 170 140)"
      />
      <rect
        x="110"
        y="80"
        width="200"
        height="140"
        rx="14"
        fill="#f2b705"
        transform="rotate(4 210 150)"
      />
      <rect
        x="130"
        y="95"
        width="200"
        height="140"
        rx="14"
        fill="#fff"
        stroke="#0b2a5b"
        strokeWidth="3"
      />
      <rect x="160" y="135" width="140" height="14" rx="7" fill="#0b2a5b" />
      <rect x="180" y="165" width="100" height="10" rx="5" fill="#9fb1cf" />
      <path d="M300 60a40 40 0 0 1 40 40" stroke="#0b2a5b" strokeWidth="5" fill="none" />
      <path
        d="M332 92l8 10 10-8"
        stroke="#0b2a5b"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
