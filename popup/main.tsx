// Placeholder popup: the real game UI replaces this file.
import { render } from 'preact';
import { useState } from 'preact/hooks';

function App() {
  const [dealt, setDealt] = useState(0);
  return (
    <main>
      <h1>Plot</h1>
      <button type="button" onClick={() => setDealt(dealt + 1)}>
        New game{dealt > 0 ? ` (${dealt})` : ''}
      </button>
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<App />, root);
