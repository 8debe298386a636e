// The backend of `npm run cms` (src/cms/build/local-backend.ts) in a process of its own, started in the scratch copy
// the CMS test edits: it reads and writes under its working directory, as decap-server does. PORT and CMS_BACKEND_KEY
// come from support/cms.ts.
import { startCmsBackend } from "../../../src/cms/build/local-backend"

const key = process.env.CMS_BACKEND_KEY
// An empty key would vouch for requests that carry none: the test would no longer pass through the guard.
if (!key) throw new Error("CMS_BACKEND_KEY is not set")
startCmsBackend(Number(process.env.PORT), key).catch(error => {
  console.error(error)
  process.exit(1)
})
