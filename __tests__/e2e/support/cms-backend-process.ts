// The backend of `npm run cms` (src/node/cms-backend.ts) in a process of its own, started in the scratch copy the
// CMS test edits: it reads and writes under its working directory, as decap-server does. PORT and CMS_BACKEND_KEY
// come from support/cms.ts.
import { startCmsBackend } from "../../../src/node/cms-backend"

startCmsBackend(Number(process.env.PORT), process.env.CMS_BACKEND_KEY ?? "").catch(error => {
  console.error(error)
  process.exit(1)
})
