import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A query client handed down to the signed-in shell, which provides it to the areas. Only tests fill it (a fresh
 * client per render); the panel leaves it empty and the shell uses `panelQueryClient()`. A type import only: the
 * first load carries no TanStack Query.
 */
export const QueryClientSlot = createContext<QueryClient | null>(null);
