import { useEffect, useState } from 'react';
import { useSiteLocation } from '#src/features/siteNavigation.tsx';
import { Audiences } from './Audiences.tsx';
import { Benefits } from './Benefits.tsx';
import { CallToAction } from './CallToAction.tsx';
import { Demo } from './Demo.tsx';
import { Faq } from './Faq.tsx';
import { Features } from './Features.tsx';
import { parseLandingHash } from './hash.ts';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { Problem } from './Problem.tsx';

/**
 * The prerendered page. The hash is only known in the browser, so its effects (banner, scrolling)
 * apply after mount: the first client render matches the server markup and hydration stays clean.
 */
export default function LandingPage() {
  const { hash, key } = useSiteLocation();
  const [mounted, setMounted] = useState(false);
  const target = parseLandingHash(hash);

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    // `key` changes on every navigation, so clicking the same anchor twice scrolls again.
    if (!target.sectionId || !key) return;
    document.getElementById(target.sectionId)?.scrollIntoView({ block: 'start' });
  }, [target.sectionId, key]);

  return (
    <>
      <Hero />
      <Problem />
      <Features />
      <HowItWorks showInstallBanner={mounted && target.install} />
      <Audiences />
      <Demo />
      <Benefits />
      <Faq />
      <CallToAction />
    </>
  );
}
