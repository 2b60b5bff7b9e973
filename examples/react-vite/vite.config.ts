import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No vanilla-extract plugin: @tsumiki/ui ships compiled class names and one stylesheet.
export default defineConfig({ plugins: [react()] });
