// A worker of the page's: the game's module again, instantiated from the compiled module the page posts first
// (nothing fetched or compiled twice), doing the page's errands one at a time. An errand that throws (a panic)
// is answered with no reply, and the page lets this worker go.
import init, { work } from "/mancala.@JS@.js";

let ready = null;
self.onmessage = async (event) => {
  if (ready === null) {
    ready = init({ module_or_path: event.data });
    return;
  }
  const [ticket, text] = event.data;
  try {
    await ready;
    work(ticket, text);
  } catch (error) {
    console.error(error);
    self.postMessage([ticket, null, true]);
  }
};
