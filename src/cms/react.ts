/**
 * The editor's React, 19, loaded before Decap: Decap's prebuilt bundle reads React and ReactDOM as globals, and
 * React 19 ships no files that define them. The editor's own code (./index.tsx) shares this one copy through the
 * compile (src/cms/build/editor-page.ts); the public pages stay on the site's React 18.
 */
import React from "react"
import ReactDOM from "react-dom"

Object.assign(window, { React, ReactDOM })
