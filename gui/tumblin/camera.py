"""Tumblin-Dice's cameras: how a point of the physics (metres) becomes a scene point, and back.

Two cameras, their parameters in `assets/cameras/tumblin.json`:

- `TopCamera`: the board from straight above (x to the right, y down), one scene unit per millimetre.
- `PerspectiveCamera`: a pinhole at the thrower's eye, behind and above the launch pad, looking down the
  board toward 4×. The thrower's left (the engine's -y: "left" in the move list) is on the left of the
  picture, the far end at the top.

`project` gives a point's scene position and its depth (larger is farther); `unproject_to_plane` maps a
scene point back to the horizontal plane at a height (a ray from the eye meeting the plane), which is how
the pointer's position on the screen becomes a spot on the launch pad. numpy does the arithmetic for many
points at once (`project_many`): a die's corners, a board face's outline.
"""

from __future__ import annotations

import json
import math
from functools import cache

import numpy as np
from PySide6.QtCore import QPointF

from engine.tumblin.physics import board
from gui.paths import asset

#: The cameras by their setting's value (the setting "camera").
KINDS = ("perspective", "top")


@cache
def parameters() -> dict:
    return json.loads(asset("cameras", "tumblin.json").read_text(encoding="utf-8"))


@cache
def light() -> np.ndarray:
    """The direction the light comes from (unit vector, world frame)."""
    towards = np.array(parameters()["light"], dtype=float)
    return towards / np.linalg.norm(towards)


class TopCamera:
    kind = "top"
    text_scale = 1.0  # how much larger the scene's texts (score tags, the speed) are drawn than from above

    def __init__(self, scale: float):
        self.scale = scale  # scene units per metre
        self.eye = np.array([0.0, 0.0, 1e6])  # straight above, far away: every face that points up shows

    def project_many(self, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Scene x, y of `points` (n, 3) and their depths (the higher, the nearer)."""
        return points[:, :2] * self.scale, -points[:, 2]

    def project(self, x: float, y: float, z: float) -> tuple[QPointF, float]:
        return QPointF(x * self.scale, y * self.scale), -z

    def scale_at(self, x: float, y: float, z: float) -> float:
        """Scene units per metre at a point (across the line of sight)."""
        return self.scale

    def facing(self, centre: np.ndarray, normal: np.ndarray) -> bool:
        """Whether a face at `centre` with outward `normal` is turned toward the camera."""
        return normal[2] > 1e-3

    def unproject_to_plane(self, point: QPointF, z: float) -> tuple[float, float] | None:
        return point.x() / self.scale, point.y() / self.scale


class PerspectiveCamera:
    kind = "perspective"

    def __init__(self, eye_distance: float, eye_height: float, tilt_deg: float, fov_deg: float,
                 image_height: float, text_scale: float):
        self.text_scale = text_scale
        back = board().launch.x0
        self.eye = np.array([back - eye_distance, 0.0, eye_height])
        tilt = math.radians(tilt_deg)
        self.forward = np.array([math.cos(tilt), 0.0, -math.sin(tilt)])
        self.right = np.array([0.0, 1.0, 0.0])  # the thrower's right: the engine's +y
        self.up = np.cross(self.forward, self.right)
        self.focal = image_height / 2 / math.tan(math.radians(fov_deg) / 2)  # scene units
        self._basis = np.stack([self.right, self.up, self.forward])

    def project_many(self, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Scene x, y of `points` (n, 3) and their depths along the line of sight (metres)."""
        local = (points - self.eye) @ self._basis.T
        depth = local[:, 2]
        xy = np.empty((len(points), 2))
        xy[:, 0] = self.focal * local[:, 0] / depth
        xy[:, 1] = -self.focal * local[:, 1] / depth
        return xy, depth

    def project(self, x: float, y: float, z: float) -> tuple[QPointF, float]:
        dx, dy, dz = x - self.eye[0], y - self.eye[1], z - self.eye[2]
        f, u = self.forward, self.up
        depth = dx * f[0] + dz * f[2]
        return QPointF(self.focal * dy / depth, -self.focal * (dx * u[0] + dz * u[2]) / depth), depth

    def scale_at(self, x: float, y: float, z: float) -> float:
        return self.focal / self.project(x, y, z)[1]

    def facing(self, centre: np.ndarray, normal: np.ndarray) -> bool:
        return float(np.dot(self.eye - centre, normal)) > 0

    def unproject_to_plane(self, point: QPointF, z: float) -> tuple[float, float] | None:
        """Where the ray from the eye through the scene point meets the plane at height `z`; None when it
        does not (the point is at or above the horizon)."""
        ray = self.forward + self.right * (point.x() / self.focal) - self.up * (point.y() / self.focal)
        if ray[2] >= -1e-9:
            return None
        t = (z - self.eye[2]) / ray[2]
        return float(self.eye[0] + t * ray[0]), float(self.eye[1] + t * ray[1])


Camera = TopCamera | PerspectiveCamera


@cache
def camera(kind: str) -> Camera:
    """The camera of a kind ("perspective" or "top"), as `assets/cameras/tumblin.json` sets it up."""
    if kind == "top":
        return TopCamera(float(parameters()["top"]["scale"]))
    return PerspectiveCamera(**{key: float(value) for key, value in parameters()["perspective"].items()})
