//! A screen reader's actions reach the screens. bevy_egui draws egui's tree for AccessKit but does not hand
//! AccessKit's requests back to egui, so without this a screen reader could read every button and press none:
//! each request (press, focus, scroll) goes into the primary context's input for the pass about to begin, where
//! egui answers it as it answers a click or Tab.

use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        forward_requests
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

fn forward_requests(
    mut requests: MessageReader<ActionRequest>,
    mut input: Single<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    for request in requests.read() {
        let event = egui::Event::AccessKitActionRequest(request.0.clone());
        input.0.events.push(event);
    }
}
