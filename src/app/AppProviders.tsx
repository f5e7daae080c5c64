import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../platform/i18n/i18n';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';

export function createQueryClient(options: { retry: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry ? 2 : false, refetchOnWindowFocus: false },
      mutations: { retry: false }, // a purchase is never sent twice by the client
    },
  });
}

/** Theme, global styles, i18n and react-query: shared by the app and every story. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient({ retry: true }));
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
