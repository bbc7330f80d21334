import type { Layout } from '@kickoff/guards-core';
import type { ComponentType } from 'react';
import { BlockedLayout } from './BlockedLayout';
import { CasinoLayout } from './CasinoLayout';
import { EmptyLayout } from './EmptyLayout';
import { HeadlessLayout } from './HeadlessLayout';
import type { LayoutProps } from './layout.types';
import { MainLayout } from './MainLayout';
import { MaintenanceLayout } from './MaintenanceLayout';

/** The component of every layout of the route table. */
export const LAYOUTS: Readonly<Record<Layout, ComponentType<LayoutProps>>> = {
  main: MainLayout,
  casino: CasinoLayout,
  headless: HeadlessLayout,
  empty: EmptyLayout,
  maintenance: MaintenanceLayout,
  blocked: BlockedLayout,
};
