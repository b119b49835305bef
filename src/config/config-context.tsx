import { createContext, use, type ReactNode } from 'react';
import type { AppConfig } from './app-config';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

export function useConfig(): AppConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider');
  return config;
}
