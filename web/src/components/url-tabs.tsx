import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

type UrlTabsProps<Value extends string> = {
  tabs: readonly { value: Value; label: string }[];
  /** Shown when ?tab= names none of `tabs`. */
  defaultTab: Value;
  renderContent: (tab: Value) => ReactNode;
  /** Each panel starts with its label as an h2: visible, or `sr-only` where the page shows it otherwise. */
  headingClassName: string;
  id?: string;
  className?: string;
};

/** Tabs whose selection lives in the URL (?tab=…), so a reload, a link in an e-mail or the back button opens it. */
export function UrlTabs<Value extends string>({ tabs, defaultTab, renderContent, headingClassName, id, className }: UrlTabsProps<Value>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedTab = tabs.find((tab) => tab.value === searchParams.get('tab'))?.value ?? defaultTab;
  return (
    <Tabs id={id} className={className} value={selectedTab} onValueChange={(tab) => setSearchParams({ tab }, { replace: true })}>
      <TabsList className="h-auto flex-wrap justify-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-6">
          <h2 className={headingClassName}>{tab.label}</h2>
          {renderContent(tab.value)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
