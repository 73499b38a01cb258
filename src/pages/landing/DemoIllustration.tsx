import { vars } from '../../styles/theme.css.ts';
import { demo, hero } from './content.ts';

const fill = (color: string) => ({ fill: color });

/**
 * The "in action" picture: a YouTube-style player with the summary panel beside it, drawn as inline SVG
 * so it follows the theme, needs no request and no third-party embed, and has a fixed aspect ratio.
 */
export function DemoIllustration({ className }: { className: string }) {
  return (
    <svg className={className} width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-labelledby="demo-svg-title">
      <title id="demo-svg-title">{demo.caption}</title>
      <rect width="1200" height="675" style={fill(vars.color.surfaceSunken)} />
      <rect x="32" y="32" width="740" height="416" rx="12" style={fill('#0f172a')} />
      <circle cx="402" cy="240" r="44" style={fill('#ffffff')} opacity="0.92" />
      <path d="M388 218v44l38-22z" style={fill('#0f172a')} />
      <rect x="56" y="412" width="692" height="6" rx="3" style={fill('#475569')} />
      <rect x="56" y="412" width="262" height="6" rx="3" style={fill(vars.color.accent)} />
      <text x="32" y="492" fontSize="22" fontWeight="700" style={fill(vars.color.text)}>
        {demo.videoTitle}
      </text>
      <rect x="32" y="516" width="420" height="14" rx="7" style={fill(vars.color.border)} />
      <rect x="32" y="546" width="300" height="14" rx="7" style={fill(vars.color.border)} />
      <rect x="800" y="32" width="368" height="611" rx="12" style={fill(vars.color.surface)} stroke="currentColor" strokeOpacity="0.12" />
      <text x="824" y="72" fontSize="18" fontWeight="700" style={fill(vars.color.text)}>
        Summary
      </text>
      {hero.sampleSections.map((section, index) => (
        <g key={section.time} transform={`translate(824 ${104 + index * 170})`}>
          <rect width="56" height="26" rx="6" style={fill(vars.color.accentSoft)} />
          <text x="28" y="18" fontSize="14" fontWeight="700" textAnchor="middle" style={fill(vars.color.accentHover)}>
            {section.time}
          </text>
          <text x="0" y="58" fontSize="16" fontWeight="600" style={fill(vars.color.text)}>
            {section.title}
          </text>
          <rect y="76" width="300" height="10" rx="5" style={fill(vars.color.border)} />
          <rect y="96" width="260" height="10" rx="5" style={fill(vars.color.border)} />
          <rect y="116" width="280" height="10" rx="5" style={fill(vars.color.border)} />
        </g>
      ))}
    </svg>
  );
}
