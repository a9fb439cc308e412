// Starts the game: the module and its WebAssembly by the names the build gave them (their contents' hashes,
// so that a browser keeps them for a year and a new build is fetched at once), from the site's root, as the page
// is also served at every friend link's /join/CODE. Bevy leaves its start by a
// JavaScript exception that is not an error; anything else is said on the page.
import init from "/mancala.@JS@.js";

// The script of the workers the game sends its searches to (web/worker.template.js), read by the game.
globalThis.mancalaWorker = "/worker.@WORKER@.js";

const words = document.getElementById("loading");
init({ module_or_path: "/mancala.@WASM@.wasm" }).catch((error) => {
  if (String(error).includes("Using exceptions for control flow")) {
    return;
  }
  console.error(error);
  words.textContent = "The game could not start in this browser: " + error;
});
document.getElementById("mancala").focus();
