import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type HashTab = { value: string; label: string; panel: ReactNode };

/**
 * Tabs that follow the URL hash (spec §2): `/profile#permissions` opens that tab, choosing a tab
 * updates the hash, and back/forward move between tabs.
 */
export function HashTabs({ tabs, label }: { tabs: HashTab[]; label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromHash = location.hash.replace(/^#/, '');
  const active = tabs.some((tab) => tab.value === fromHash) ? fromHash : tabs[0]?.value;
  return (
    <Tabs
      value={active ?? null}
      onChange={(value) => value && navigate({ hash: value }, { replace: false })}
      keepMounted={false}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
