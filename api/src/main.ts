import { createDemoServer } from './demo-server';

const port = Number(process.env.PORT ?? 3000);

createDemoServer().listen(port, () => {
  console.log(`Bequest is listening on http://localhost:${port}`);
});
