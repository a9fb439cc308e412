#!/usr/bin/env python3
"""Measures the browser game in headless Chromium over the DevTools protocol: the time to the game's first frame
and to the board on screen, the frames while the page rests, while the player's sowings fly and while Otto (Hard)
answers, and the renderer's memory. Usage: web/measure.py URL [--no-worker] (the site served by `mancala serve
--site`; --no-worker keeps the page from its workers, so the page thinks itself). Needs Debian's chromium,
python3-websocket and ImageMagick. Figures in docs/measurements.md, "The game in a browser"."""
import base64, subprocess, sys, time

from chromium import Page

url = sys.argv[1]
no_worker = "--no-worker" in sys.argv[2:]
page = Page(9333, ("--disable-gpu", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"))
call, pump = page.call, page.pump
def move(x, y):
    call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
call("Runtime.enable"); call("Page.enable")
call("Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False)
if no_worker:
    call("Page.addScriptToEvaluateOnNewDocument",
         source="Object.defineProperty(globalThis,'mancalaWorker',{set(v){},get(){return undefined}});")
call("Page.addScriptToEvaluateOnNewDocument",
     source="window.__frames=[];(function f(t){window.__frames.push(t);requestAnimationFrame(f)})(performance.now());")
t0 = time.time()
call("Page.navigate", url=url)
evaluate = page.evaluate
def position():
    return evaluate("document.getElementById('mancala')?.dataset.position ?? ''") or ""
def rss_mb():
    total = 0
    for line in subprocess.run(["ps", "-eo", "rss,args"], capture_output=True, text=True).stdout.splitlines()[1:]:
        rss, args = line.strip().split(" ", 1)
        if "chromium" in args and "--type=renderer" in args:
            total += int(rss)
    return round(total / 1024)
def gaps(since, until):
    return evaluate(f"""(()=>{{const f=window.__frames.filter(t=>t>={since}&&t<={until});let d=[];for(let i=1;i<f.length;i++)d.push(f[i]-f[i-1]);d.sort((a,b)=>a-b);const q=p=>Math.round(d[Math.min(d.length-1,Math.floor(d.length*p))]);return JSON.stringify({{frames:d.length,p50:q(0.5),p90:q(0.9),p99:q(0.99),max:Math.round(d[d.length-1]||0)}})}})()""")
def now():
    return evaluate("performance.now()")
def key(n):
    for kind in ["keyDown", "keyUp"]:
        e = dict(type=kind, key=str(n), code=f"Digit{n}", windowsVirtualKeyCode=48 + n)
        if kind == "keyDown": e["text"] = str(n)
        call("Input.dispatchKeyEvent", **e)
def held_click(x, y):
    move(x, y); pump(1.0)
    call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
    pump(0.3)
    call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", clickCount=1)
# 1. load
first_position = None
drawn = None
while time.time() - t0 < 60 and (first_position is None or drawn is None):
    if first_position is None and position():
        first_position = time.time() - t0
    if drawn is None:
        data = base64.b64decode(call("Page.captureScreenshot", format="png", clip=dict(x=100, y=440, width=4, height=4, scale=1))["data"])
        colour = subprocess.run(["convert", "png:-", "-format", "%[pixel:p{1,1}]", "info:"], input=data, capture_output=True).stdout.decode()
        if colour and "203,191,169" not in colour and "255,255,255" not in colour and "white" not in colour:
            drawn = time.time() - t0
    pump(0.25)
print(f"load: first position {first_position:.1f} s, board drawn {drawn:.1f} s")
pump(12)
held_click(640, 540); pump(2)
for kind in ["keyDown", "keyUp"]:
    call("Input.dispatchKeyEvent", type=kind, key="Escape", code="Escape", windowsVirtualKeyCode=27)
pump(3)
# 2. Hard, from the settings kept
evaluate("localStorage.setItem('config/settings.ron', localStorage.getItem('config/settings.ron').replace('Computer(Medium)', 'Computer(Hard)'))")
call("Page.reload"); pump(15)
print("after reload", position(), evaluate("document.title"))
rest = now(); pump(3); idle = gaps(rest, now())
start = position()
t_sow = now(); key(3); pump(4); key(1)
while position() in (start,): pump(0.2)
pump(3)
t_think = now()
began = time.time()
while not (position().endswith(" S") and position() != start) or time.time() - began < 1:
    pump(0.2)
    if time.time() - began > 60: break
t_done = now()
print(f"idle {idle}")
print(f"sowing {gaps(t_sow, t_think)}")
print(f"otto hard thinking {(t_done - t_think)/1000:.1f} s: {gaps(t_think, t_done)}")
print(f"renderer rss {rss_mb()} MB")
print("position", position())
page.close()
