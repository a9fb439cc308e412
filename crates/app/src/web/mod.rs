//! The game in a browser: the page that runs it (`page`), the errands its searches are sent on to a worker of
//! their own (`errands`, the page's side; `worker`, the worker's), and the work they carry (`work`).

pub mod errands;
pub mod page;
pub mod work;
pub mod worker;
