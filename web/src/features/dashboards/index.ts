// The dashboards' pages are loaded by path in app/router.tsx; nothing else is shared.
export {};
