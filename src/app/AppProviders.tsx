import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../platform/i18n/i18n';
import { setInPageToastPresenter } from '../platform/bridge/browserFallback';
import { setAppAlertPresenter } from '../platform/http/appAlert';
import { DialogHost, showAlert } from '../ui/AlertDialog/dialogs';
import { GlobalStyle } from '../ui/GlobalStyle';
import { showToast, ToastHost } from '../ui/Toast/toast';
import { theme } from '../ui/theme';

export function createQueryClient(options: { retry: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry ? 2 : false, refetchOnWindowFocus: false },
      mutations: { retry: false }, // a purchase is never sent twice by the client
    },
  });
}

/** Theme, global styles, i18n, react-query and the dialog/toast hosts: shared by the app and every story. */
/** The platform's alerts and browser toasts use the design system's dialog and toast. */
function presentPlatformMessagesWithUi() {
  setAppAlertPresenter((message) => void showAlert({ message }));
  setInPageToastPresenter((text) => showToast(text));
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => {
    presentPlatformMessagesWithUi();
    return queryClient ?? createQueryClient({ retry: true });
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={client}>
          {children}
          <DialogHost />
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
