import React from "react"
import { SearchMeta, searchMetaAttributes } from "../../../model/search"

/** A page's kind and details for the site search, as empty hidden elements Pagefind reads in the indexed part. */
export function SearchMetaTags({ meta }: { meta: SearchMeta }) {
  return (
    <>
      {searchMetaAttributes(meta).map(attributes => (
        <span key={attributes["data-pagefind-meta"]} hidden {...attributes} />
      ))}
    </>
  )
}
