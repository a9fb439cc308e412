//! The screens: the frame that lays them out (`layout`: the bar, the drawer, the dialogs, the callout and the
//! toasts), the banners at a game's and a round's end (`banners`), a tournament's game's corner over the board
//! (`tournament_strip`), Otto's study of Oware's endgames under way (`study_strip`), the bar's buttons and keys, the drawer's
//! tabs, the first start's welcome, the toasts, where the pits are on the window (`spots`), where the player is among the screens
//! (`navigation`), whether the pointer may reach the board (`reach`), what every part reads and returns (`view`),
//! and the widgets they share. Each feature's
//! dialog, tab or words live in its folder.

use bevy::prelude::*;

pub mod banners;
pub mod bar;
pub mod drawer;
pub mod layout;
pub mod navigation;
pub mod reach;
pub mod spots;
pub mod study_strip;
pub mod toasts;
pub mod tournament_strip;
pub mod view;
pub mod welcome;
pub mod widgets;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        layout::plugin,
        banners::plugin,
        spots::plugin,
        tournament_strip::plugin,
        study_strip::plugin,
        reach::plugin,
    ));
}
