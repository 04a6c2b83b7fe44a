import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { WebVital } from '@vocakey/shared/analytics';
import { api } from '@/lib/api-client';

const pending: WebVital[] = [];
let currentPath = '/';
let vitalsStarted = false;

function send(body: { path: string; vitals?: WebVital[]; vitalsOnly?: boolean }, beacon = false) {
  if (beacon && navigator.sendBeacon) {
    navigator.sendBeacon('/api/analytics/PageView', new Blob([JSON.stringify(body)], { type: 'application/json' }));
    return;
  }
  void api.post('/analytics/PageView', body).catch(() => {
    // Analytics never disturbs the learner.
  });
}

function takeVitals(): WebVital[] | undefined {
  return pending.length ? pending.splice(0, pending.length) : undefined;
}

/** Web vitals (LCP, INP, CLS) from the `web-vitals` package, loaded after the first paint. */
function startVitals() {
  if (vitalsStarted) return;
  vitalsStarted = true;
  void import('web-vitals').then(({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
    const push = (m: { name: string; value: number }) =>
      pending.push({ name: m.name as WebVital['name'], value: Math.max(0, m.value), path: currentPath });
    onLCP(push);
    onINP(push);
    onCLS(push);
    onFCP(push);
    onTTFB(push);
  });
  // Vitals are final when the tab is hidden: send what is waiting, without counting a new view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const vitals = takeVitals();
    if (vitals) send({ path: currentPath, vitals, vitalsOnly: true }, true);
  });
}

/** Posts `{ path }` on every route change (spec §1); vitals measured so far ride along. No third-party script. */
export function usePageViews() {
  const location = useLocation();
  useEffect(() => {
    currentPath = location.pathname;
    send({ path: location.pathname, vitals: takeVitals() });
    startVitals();
  }, [location.pathname]);
}
