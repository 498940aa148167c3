import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { openDroppedFiles } from './lib/drop';

const target = document.getElementById('app');
if (!target) throw new Error('the page has no #app element');

openDroppedFiles(window);

export default mount(App, { target });
