import { LinguiContext, Trans as LinguiTrans, type I18nContext, type TransProps } from '@lingui/react';
import { useMemo, useSyncExternalStore } from 'react';
import { currentLocale, i18n } from './i18n-runtime';
import { subscribeLocale } from './language-runtime';

/*
 * What the compiled macros call (scripts/lingui-macro-build.ts): the page's one instance, and a hook that
 * re-renders its component when the language changes. No provider is needed above the tree, so a screen,
 * a dialog or a component under test renders translated wherever it is mounted.
 */
export { i18n };

export function useLingui(): I18nContext & { locale: string } {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
  // A new value per language, so that memoized children and effects that depend on `_` follow the switch.
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale }), [locale]);
}

export function Trans(props: TransProps) {
  const context = useLingui();
  return (
    <LinguiContext.Provider value={context}>
      <LinguiTrans {...props} />
    </LinguiContext.Provider>
  );
}
