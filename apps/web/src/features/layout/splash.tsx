import { messages, SPLASH } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { BrandMark } from '@/features/layout/brand-mark';

export type SplashPhase = 'center' | 'corner' | 'fading' | 'done';

/** With reduced motion the splash does not move and fades this fast. */
export const REDUCED_MOTION_FADE_MS = 200;
const FADE_MS = SPLASH.totalMs - SPLASH.fadeAtMs;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The splash's timeline (spec 2, 9): centred, to the corner at 2 s, fading at 2.7 s, gone at 3.2 s. */
function useSplashPhase(reduced: boolean): SplashPhase {
  const [phase, setPhase] = useState<SplashPhase>('center');
  useEffect(() => {
    const steps: [SplashPhase, number][] = reduced
      ? [
          ['fading', SPLASH.fadeAtMs],
          ['done', SPLASH.fadeAtMs + REDUCED_MOTION_FADE_MS],
        ]
      : [
          ['corner', SPLASH.moveToCornerAtMs],
          ['fading', SPLASH.fadeAtMs],
          ['done', SPLASH.totalMs],
        ];
    const timers = steps.map(([next, at]) => setTimeout(() => setPhase(next), at));
    return () => timers.forEach(clearTimeout);
  }, [reduced]);
  return phase;
}

/**
 * The start-up splash over the app (spec 2 "Start-up splash"): the logo and the product name, the
 * app blurred behind them until the fade and inert until they are gone. Mounted once at the root, so it shows once
 * per page load. With `prefers-reduced-motion` nothing moves and the fade is short.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const [reduced] = useState(prefersReducedMotion);
  const phase = useSplashPhase(reduced);
  const covering = phase === 'center' || phase === 'corner';
  const fadeMs = reduced ? REDUCED_MOTION_FADE_MS : FADE_MS;
  const appStyle: CSSProperties | undefined =
    phase === 'done' ? undefined : { filter: covering ? 'blur(6px)' : 'blur(0px)' };

  return (
    <>
      <div
        className="h-full transition-[filter] ease-out"
        style={{ ...appStyle, transitionDuration: `${fadeMs}ms` }}
        inert={phase !== 'done'}
      >
        {children}
      </div>
      {phase === 'done' ? null : <Splash phase={phase} reduced={reduced} fadeMs={fadeMs} />}
    </>
  );
}

function Splash({
  phase,
  reduced,
  fadeMs,
}: {
  phase: SplashPhase;
  reduced: boolean;
  fadeMs: number;
}) {
  const name = messages.app.productName;
  const inCorner = phase === 'corner' || (phase === 'fading' && !reduced);
  return (
    <div
      data-splash={phase}
      data-reduced-motion={reduced || undefined}
      className={cn(
        'fixed inset-0 z-[60] bg-white/60 transition-opacity ease-out',
        phase === 'fading' && 'pointer-events-none opacity-0',
      )}
      style={{ transitionDuration: `${fadeMs}ms` }}
    >
      <div
        role="status"
        className={cn(
          'fixed flex items-center gap-4 ease-in-out',
          !reduced && 'transition-[left,top,translate,scale] duration-500',
          inCorner
            ? 'top-3 left-4 translate-x-0 translate-y-0 scale-50'
            : 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 scale-100',
        )}
        style={{ transformOrigin: 'top left' }}
      >
        <BrandMark
          className={cn(
            'size-20 drop-shadow-lg',
            !reduced && 'animate-[stepwise-splash-logo_700ms_ease-out_both]',
          )}
        />
        <div className="flex flex-col gap-2">
          <p className="text-5xl font-bold tracking-tight text-slate-900">
            <span className="sr-only">{name}</span>
            <span aria-hidden="true">
              {[...name].map((letter, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the letters of a fixed word.
                  key={index}
                  className={cn(
                    'inline-block',
                    !reduced && 'animate-[stepwise-splash-letter_600ms_ease-out_both]',
                  )}
                  style={reduced ? undefined : { animationDelay: `${150 + index * 80}ms` }}
                >
                  {letter}
                </span>
              ))}
            </span>
          </p>
          <span
            aria-hidden="true"
            className={cn(
              'block h-1 origin-left rounded-full bg-gradient-to-r from-brand-600 to-brand-300',
              !reduced && 'animate-[stepwise-splash-title_3000ms_ease-in-out_both]',
            )}
          />
        </div>
      </div>
    </div>
  );
}
